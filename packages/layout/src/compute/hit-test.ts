import type { Box } from './layout-types.ts';

/**
 * The id of the innermost node whose box holds the point, or undefined outside the root.
 * Relies on parents coming before their children in `boxes`, as computeLayout's map keeps
 * them. Boxes are taken as half-open, so a point on an edge two blocks share hits only one.
 */
export function hitTest(boxes: ReadonlyMap<string, Box>, x: number, y: number): string | undefined {
  let hit: string | undefined;
  for (const [id, box] of boxes) {
    if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) hit = id;
  }
  return hit;
}
