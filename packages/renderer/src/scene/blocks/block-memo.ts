import type { SceneContext } from '../context.ts';

interface Recent<T> {
  width: number;
  ctx: SceneContext;
  generation: number;
  value: T;
}

/**
 * Remembers the last result of `compute` for each block. A layout pass measures a block at
 * the width the layout engine decided and then draws it at that same width, so without this
 * every paragraph, cell and label would be broken into lines and positioned twice. The entry
 * is only reused for the same width, theme and font registry, and only until another face
 * loads (a new face can change which font a character falls back to).
 */
export function memoByBlock<B extends object, T>(compute: (block: B, width: number, ctx: SceneContext) => T): (block: B, width: number, ctx: SceneContext) => T {
  const recent = new WeakMap<B, Recent<T>>();
  return (block, width, ctx) => {
    const hit = recent.get(block);
    if (hit && hit.width === width && hit.ctx.theme === ctx.theme && hit.ctx.fonts === ctx.fonts && hit.generation === ctx.fonts.generation) return hit.value;
    const value = compute(block, width, ctx);
    recent.set(block, { width, ctx, generation: ctx.fonts.generation, value });
    return value;
  };
}
