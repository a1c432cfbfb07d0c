import type { Box } from '@folio/layout';
import type { GlyphsOp, Scene } from '@folio/renderer';
import type { SceneParts } from './scene-parts.ts';

/** How far (layout px) a block's drawing may reach beyond its box: the theme's card shadows (blur ≤ 28, offset ≤ 8). */
export const REACH = 64;

/** What a block layer drew from; comparing two tells which pixels changed. */
export interface DrawnPage {
  /** Where the page sits on the stage and its zoom: the shapes draw in layout px. */
  x: number;
  y: number;
  scale: number;
  parts: SceneParts;
  boxes: ReadonlyMap<string, Box>;
  /** Each block's content: the same object while the block is unchanged (ProjectReader). */
  contents: ReadonlyMap<string, unknown>;
  /** What every block is drawn with: a new theme, a newly loaded face or image redraws them all. */
  theme: unknown;
  generation: number;
  images: ReadonlyMap<string, unknown>;
}

/**
 * The part of the page to repaint after `previous` was drawn: 'all', nothing (null), or a
 * rectangle covering, with their reach, the old and new boxes of every block whose content or
 * box changed. Anything else changing (position, zoom, theme, page background, the order or set
 * of blocks) repaints everything.
 */
export function changedRegion(previous: DrawnPage | null, next: DrawnPage): Box | 'all' | null {
  if (!previous) return 'all';
  if (previous.x !== next.x || previous.y !== next.y || previous.scale !== next.scale) return 'all';
  if (previous.theme !== next.theme || previous.generation !== next.generation || previous.images !== next.images) return 'all';
  if (previous.parts.page.height !== next.parts.page.height || previous.parts.page.width !== next.parts.page.width) return 'all';
  if (JSON.stringify(previous.parts.page.ops) !== JSON.stringify(next.parts.page.ops)) return 'all';
  const before = [...previous.boxes.keys()];
  const after = [...next.boxes.keys()];
  if (before.length !== after.length || before.some((id, index) => after[index] !== id)) return 'all';
  if (!sameOrder([...previous.parts.nodes.keys()], [...next.parts.nodes.keys()])) return 'all';
  let region: Box | null = null;
  for (const id of after) {
    const old = previous.boxes.get(id)!;
    const box = next.boxes.get(id)!;
    const sameContent = previous.contents.get(id) === next.contents.get(id);
    if (sameBox(old, box) && sameContent) continue;
    // A container whose box moved moves the blocks inside it, which are compared themselves.
    if (!next.contents.has(id)) continue;
    const text = sameBox(old, box) ? textRegion(previous.parts.nodes.get(id), next.parts.nodes.get(id)) : null;
    if (text === 'same') continue;
    region = union(region, text ?? union(reach(old), reach(box)));
  }
  return region;
}

/**
 * Where a block's text was and is, when its text is all that changed (typing in a box that
 * keeps its size): the other blocks' reach seldom extends into it, so only the block itself is
 * repainted. Null when anything else about the block changed; 'same' when nothing drawn did.
 */
export function textRegion(before: Scene | undefined, after: Scene | undefined): Box | 'same' | null {
  if (!before || !after) return null;
  const others = (scene: Scene) => JSON.stringify(scene.ops.filter((op) => op.op !== 'glyphs'));
  if (others(before) !== others(after)) return null;
  let region: Box | null = null;
  for (const op of [...before.ops, ...after.ops]) if (op.op === 'glyphs') region = union(region, glyphBounds(op));
  return region ?? 'same';
}

/** Generous bounds of a glyph run: accents above the ascent, descenders, italic overhang. */
function glyphBounds(op: GlyphsOp): Box {
  const size = op.fontSize;
  let left = Math.min(op.x, op.x + op.width);
  let right = Math.max(op.x, op.x + op.width);
  let top = op.y;
  let bottom = op.y;
  for (const glyph of op.glyphs) {
    left = Math.min(left, op.x + glyph.x);
    right = Math.max(right, op.x + glyph.x + size);
    top = Math.min(top, op.y + glyph.y);
    bottom = Math.max(bottom, op.y + glyph.y);
  }
  return { x: left - size / 2, y: top - size * 1.5, width: right - left + size, height: bottom - top + size * 2.5 };
}

export function reach(box: Box): Box {
  return { x: box.x - REACH, y: box.y - REACH, width: box.width + 2 * REACH, height: box.height + 2 * REACH };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The region grown to whole device pixels, in layout px. A clip whose edges fall between
 * pixels would blend the repainted edge with the old one; on pixel edges it replaces them.
 */
export function pixelAligned(region: Box, at: { x: number; y: number; scale: number }, pixelRatio: number): Box {
  const toDevice = (value: number, offset: number) => (offset + value * at.scale) * pixelRatio;
  const toLayout = (device: number, offset: number) => (device / pixelRatio - offset) / at.scale;
  const left = Math.floor(toDevice(region.x, at.x));
  const top = Math.floor(toDevice(region.y, at.y));
  const right = Math.ceil(toDevice(region.x + region.width, at.x));
  const bottom = Math.ceil(toDevice(region.y + region.height, at.y));
  const x = toLayout(left, at.x);
  const y = toLayout(top, at.y);
  return { x, y, width: toLayout(right, at.x) - x, height: toLayout(bottom, at.y) - y };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

function union(a: Box | null, b: Box): Box {
  if (!a) return b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
