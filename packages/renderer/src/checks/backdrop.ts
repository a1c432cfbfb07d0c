import type { Box } from '@folio/layout';
import type { DrawOp, Paint, Scene } from '../scene/types.ts';
import { composite, parseColor, type Rgba } from '../themes/index.ts';
import { pathPolygons, polygonsContain } from './path-contains.ts';

/** Something painted under later ops: a known colour, or a picture or gradient whose colour at a point is not known. */
interface Layer {
  bounds: Box;
  contains(x: number, y: number): boolean;
  /** undefined: a picture or a gradient. */
  color: Rgba | undefined;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * What is painted under each op of a scene, op by op: the page's background, then every fill,
 * picture and gradient drawn before it, inside the clips and at the opacity of the groups they
 * are drawn in. `visit` walks the scene once; at each op, `colorAt` says which opaque colour the
 * eye sees at a point, or undefined where a picture or gradient shows through (its colour is
 * not judged from here).
 */
export class Backdrop {
  private readonly layers: Layer[] = [];
  private readonly base: Rgba | undefined;

  constructor(scene: Scene) {
    this.base = typeof scene.background === 'string' ? composite(parseColor(scene.background), WHITE) : undefined;
  }

  /** Calls `each` with every op and the clip it is drawn in, the layers drawn before it in place. */
  visit(ops: readonly DrawOp[], each: (op: DrawOp, clip: Box | undefined) => void): void {
    const opacity: number[] = [1];
    const clips: (Box | undefined)[] = [undefined];
    for (const op of ops) {
      const alpha = opacity.at(-1)!;
      const clip = clips.at(-1);
      each(op, clip);
      if (op.op === 'begin') {
        opacity.push(alpha * (op.opacity ?? 1));
        clips.push(op.clip ? intersect(clip, op.clip) : clip);
      } else if (op.op === 'end') {
        if (opacity.length > 1) opacity.pop();
        if (clips.length > 1) clips.pop();
      } else if (op.op === 'rect' && op.fill !== undefined) {
        const bounds = intersect(clip, op);
        this.push(bounds, op.fill, alpha, (x, y) => inBox(bounds, x, y));
      } else if (op.op === 'path' && op.fill !== undefined) {
        const polygons = pathPolygons(op.d);
        const bounds = intersect(clip, boundsOf(polygons));
        this.push(bounds, op.fill, alpha, (x, y) => inBox(bounds, x, y) && polygonsContain(polygons, x, y, op.fillRule));
      } else if (op.op === 'image') {
        const bounds = intersect(clip, op);
        this.layers.push({ bounds, color: undefined, contains: (x, y) => inBox(bounds, x, y) });
      }
    }
  }

  /** The opaque colour seen at (x, y) under what is drawn next; undefined over a picture or gradient. */
  colorAt(x: number, y: number): Rgba | undefined {
    const above: Rgba[] = [];
    let below = this.base;
    for (let index = this.layers.length - 1; index >= 0; index--) {
      const layer = this.layers[index]!;
      if (!layer.contains(x, y)) continue;
      if (layer.color === undefined) return undefined;
      if (layer.color.a >= 1) {
        below = layer.color;
        break;
      }
      above.push(layer.color);
    }
    if (below === undefined) return undefined;
    // `above` runs top to bottom: composite from the bottom up.
    return above.reduceRight((under, over) => composite(over, under), below);
  }

  private push(bounds: Box, fill: Paint, alpha: number, contains: Layer['contains']): void {
    if (typeof fill !== 'string') {
      this.layers.push({ bounds, color: undefined, contains });
      return;
    }
    const color = parseColor(fill);
    if (color.a * alpha <= 0) return;
    this.layers.push({ bounds, color: { ...color, a: color.a * alpha }, contains });
  }
}

function inBox(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}

function intersect(clip: Box | undefined, box: Box): Box {
  if (!clip) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const x = Math.max(clip.x, box.x);
  const y = Math.max(clip.y, box.y);
  return { x, y, width: Math.max(0, Math.min(clip.x + clip.width, box.x + box.width) - x), height: Math.max(0, Math.min(clip.y + clip.height, box.y + box.height) - y) };
}

function boundsOf(polygons: readonly [number, number][][]): Box {
  const points = polygons.flat();
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
