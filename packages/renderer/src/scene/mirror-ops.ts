import { formatPath, parsePath, type PathCommand } from './icons/svg-path.ts';
import type { DrawOp, Radius } from './types.ts';

/**
 * Ops reflected left to right about the vertical line x = `axis`, for right-to-left
 * layouts drawn once left to right: shapes and paths are reflected point by point, while
 * text runs and images move to their reflected place without being reflected themselves,
 * so words stay readable.
 */
export function mirrorOps(ops: readonly DrawOp[], axis: number): DrawOp[] {
  const across = (x: number, width: number) => 2 * axis - x - width;
  const shifts = lineShifts(ops, across);
  return ops.map((op, index): DrawOp => {
    switch (op.op) {
      case 'rect':
        return { ...op, x: across(op.x, op.width), ...(op.radius === undefined ? {} : { radius: mirrorRadius(op.radius) }) };
      case 'path':
        return { ...op, d: formatPath(parsePath(op.d).map((command) => mirrorCommand(command, axis))) };
      case 'glyphs':
        return { ...op, x: op.x + shifts.get(index)! };
      case 'image':
      case 'link':
        return { ...op, x: across(op.x, op.width) };
      case 'begin':
        return op.clip ? { ...op, clip: { ...op.clip, x: across(op.clip.x, op.clip.width), ...(op.clip.radius === undefined ? {} : { radius: mirrorRadius(op.clip.radius) }) } } : op;
      case 'end':
        return op;
    }
  });
}

/**
 * How far each text run moves: the runs of one line (a number split by direction into
 * "۱", "٬" and "۰۰۰") move together, keeping their order, as one box would.
 */
function lineShifts(ops: readonly DrawOp[], across: (x: number, width: number) => number): Map<number, number> {
  const shifts = new Map<number, number>();
  let line: { indices: number[]; left: number; right: number; y: number } | undefined;
  const close = () => {
    if (!line) return;
    const shift = across(line.left, line.right - line.left) - line.left;
    for (const index of line.indices) shifts.set(index, shift);
    line = undefined;
  };
  ops.forEach((op, index) => {
    if (op.op !== 'glyphs') return;
    const continues = line && Math.abs(op.y - line.y) < 0.5 && Math.abs(op.x - line.right) < op.fontSize;
    if (!continues) {
      close();
      line = { indices: [], left: op.x, right: op.x, y: op.y };
    }
    line!.indices.push(index);
    line!.left = Math.min(line!.left, op.x);
    line!.right = Math.max(line!.right, op.x + op.width);
  });
  close();
  return shifts;
}

/** A box reflected about x = `axis`, as mirrorOps reflects a rectangle. */
export function mirrorBox<B extends { x: number; width: number }>(box: B, axis: number): B {
  return { ...box, x: 2 * axis - box.x - box.width };
}

function mirrorCommand(command: PathCommand, axis: number): PathCommand {
  const x = (value: number) => 2 * axis - value;
  switch (command.c) {
    case 'Z':
      return command;
    case 'M':
    case 'L':
      return { ...command, x: x(command.x) };
    case 'Q':
      return { ...command, x1: x(command.x1), x: x(command.x) };
    case 'C':
      return { ...command, x1: x(command.x1), x2: x(command.x2), x: x(command.x) };
  }
}

/** [topLeft, topRight, bottomRight, bottomLeft] seen in a mirror. */
function mirrorRadius(radius: Radius): Radius {
  return typeof radius === 'number' ? radius : [radius[1], radius[0], radius[3], radius[2]];
}
