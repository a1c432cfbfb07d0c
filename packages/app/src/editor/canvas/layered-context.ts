/**
 * A 2D context for CanvasBackend inside a Konva shape. The backend starts each draw with
 * `setTransform(scale, 0, 0, scale, 0, 0)`, which would throw away the stage's pan, zoom and
 * pixel ratio; here that call instead returns to the transform Konva had set, so the scene's
 * layout px land where the stage puts them. Transforms given as a matrix (the backend's own
 * save-and-restore of glyph placement) pass through untouched.
 */
export function layeredContext(native: CanvasRenderingContext2D): CanvasRenderingContext2D {
  const base = native.getTransform();
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(native, {
    get(target, property) {
      if (property === 'setTransform') {
        return (...args: unknown[]) => {
          if (args.length === 6) target.setTransform(base);
          else target.setTransform(args[0] as DOMMatrix2DInit);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      let fn = bound.get(property);
      if (!fn) {
        fn = (value as (...args: unknown[]) => unknown).bind(target);
        bound.set(property, fn);
      }
      return fn;
    },
    set(target, property, value) {
      return Reflect.set(target, property, value, target);
    },
  });
}
