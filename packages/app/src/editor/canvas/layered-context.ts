const setTransform = CanvasRenderingContext2D.prototype.setTransform as (this: CanvasRenderingContext2D, ...matrix: number[]) => void;

/**
 * Runs a CanvasBackend draw inside a Konva shape. The backend starts each draw with
 * `setTransform(scale, 0, 0, scale, 0, 0)`, which would throw away the stage's pan, zoom and
 * pixel ratio; during `draw` that call instead returns to the transform Konva had set, so the
 * scene's layout px land where the stage puts them. Transforms given as a matrix (the backend's
 * own save-and-restore of glyph placement) pass through, as six numbers, which the browser
 * takes several times faster than a matrix object.
 *
 * The override is an own property of this one context for the duration of the draw, not a
 * Proxy around it: a proxy's trap would run for every call the backend makes, glyph by glyph.
 */
export function drawLayered(native: CanvasRenderingContext2D, draw: (ctx: CanvasRenderingContext2D) => void): void {
  const { a, b, c, d, e, f } = native.getTransform();
  native.setTransform = function layered(this: CanvasRenderingContext2D, ...args: unknown[]) {
    if (args.length === 6) return setTransform.call(native, a, b, c, d, e, f);
    const m = args[0] as DOMMatrix2DInit | undefined;
    if (!m) return setTransform.call(native, 1, 0, 0, 1, 0, 0);
    return setTransform.call(native, m.a ?? m.m11 ?? 1, m.b ?? m.m12 ?? 0, m.c ?? m.m21 ?? 0, m.d ?? m.m22 ?? 1, m.e ?? m.m41 ?? 0, m.f ?? m.m42 ?? 0);
  } as CanvasRenderingContext2D['setTransform'];
  try {
    draw(native);
  } finally {
    delete (native as { setTransform?: unknown }).setTransform;
  }
}
