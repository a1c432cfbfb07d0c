import { parsePath } from '../scene/icons/svg-path.ts';

type Point = [number, number];

/** Straight segments per curve: enough to tell inside from outside a few px from the edge. */
const CURVE_STEPS = 12;

/** A path's outline as closed polygons, curves flattened; one polygon per subpath. */
export function pathPolygons(d: string): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const command of parsePath(d)) {
    if (command.c === 'M') {
      if (current.length > 2) polygons.push(current);
      current = [[command.x, command.y]];
    } else if (command.c === 'L') current.push([command.x, command.y]);
    else if (command.c === 'C' || command.c === 'Q') {
      const [x0, y0] = at;
      const [x1, y1, x2, y2] = command.c === 'C' ? [command.x1, command.y1, command.x2, command.y2] : [command.x1, command.y1, command.x1, command.y1];
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        current.push(
          command.c === 'C'
            ? [u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * command.x, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * command.y]
            : [u * u * x0 + 2 * u * t * x1 + t * t * command.x, u * u * y0 + 2 * u * t * y1 + t * t * command.y],
        );
      }
    }
    if (command.c === 'Z') {
      if (current.length > 2) polygons.push(current);
      current = current.length > 0 ? [current[0]!] : [];
      at = current[0] ?? at;
    } else at = [command.x, command.y];
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

/** Whether a filled path paints the point, under its fill rule (canvas default: nonzero). */
export function polygonsContain(polygons: readonly Point[][], x: number, y: number, fillRule: 'nonzero' | 'evenodd' = 'nonzero'): boolean {
  let winding = 0;
  let crossings = 0;
  for (const polygon of polygons) {
    for (let index = 0; index < polygon.length; index++) {
      const [ax, ay] = polygon[index]!;
      const [bx, by] = polygon[(index + 1) % polygon.length]!;
      if (ay <= y === by <= y) continue;
      const crossX = ax + ((y - ay) / (by - ay)) * (bx - ax);
      if (crossX <= x) continue;
      crossings++;
      winding += by > ay ? 1 : -1;
    }
  }
  return fillRule === 'evenodd' ? crossings % 2 === 1 : winding !== 0;
}
