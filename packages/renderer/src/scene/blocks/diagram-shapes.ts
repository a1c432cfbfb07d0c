import type { BlockOf, Box } from '@folio/layout';
import { ellipsePath, polygonPath } from '../geometry.ts';

export type NodeShape = BlockOf<'diagram'>['nodes'][number]['shape'];

export type Point = [number, number];

/**
 * How much of a shape's bounding box its label may use: the largest centred rectangle
 * inside an ellipse is 1/√2 of its axes, inside a diamond half of them.
 */
export function labelFraction(shape: NodeShape): number {
  if (shape === 'ellipse') return Math.SQRT1_2;
  if (shape === 'diamond') return 0.5;
  return 1;
}

export function cornerRadius(shape: NodeShape, rect: Box): number {
  return shape === 'rounded' ? Math.min(12, rect.height / 3) : 0;
}

/** Outline of the shapes a rect op cannot draw. */
export function shapePath(shape: 'ellipse' | 'diamond', rect: Box): string {
  const { x, y, width: w, height: h } = rect;
  if (shape === 'ellipse') return ellipsePath(x, y, w, h);
  return polygonPath([[x + w / 2, y], [x + w, y + h / 2], [x + w / 2, y + h], [x, y + h / 2]]);
}

/** Whether a point lies inside the shape drawn in `rect` (its boundary counts as inside). */
export function containsPoint(shape: NodeShape, rect: Box, [px, py]: Point): boolean {
  const dx = Math.abs(px - (rect.x + rect.width / 2)) / (rect.width / 2);
  const dy = Math.abs(py - (rect.y + rect.height / 2)) / (rect.height / 2);
  const epsilon = 1e-9;
  if (shape === 'ellipse') return dx * dx + dy * dy <= 1 + epsilon;
  if (shape === 'diamond') return dx + dy <= 1 + epsilon;
  return dx <= 1 + epsilon && dy <= 1 + epsilon;
}

/**
 * Where the ray from the shape's centre towards `toward` crosses its outline: the point a
 * straight edge aimed at the centre should start or stop at.
 */
export function boundaryToward(shape: NodeShape, rect: Box, toward: Point): Point {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const dx = toward[0] - cx;
  const dy = toward[1] - cy;
  if (dx === 0 && dy === 0) return [cx, cy];
  const a = rect.width / 2;
  const b = rect.height / 2;
  let t: number;
  if (shape === 'ellipse') t = 1 / Math.sqrt((dx * dx) / (a * a) + (dy * dy) / (b * b));
  else if (shape === 'diamond') t = 1 / (Math.abs(dx) / a + Math.abs(dy) / b);
  else t = 1 / Math.max(Math.abs(dx) / a, Math.abs(dy) / b);
  return [cx + dx * t, cy + dy * t];
}

export function rectsOverlap(a: Box, b: Box, margin = 0): boolean {
  return a.x < b.x + b.width + margin && b.x < a.x + a.width + margin && a.y < b.y + b.height + margin && b.y < a.y + a.height + margin;
}
