/**
 * HarfBuzz (WASM) is imported lazily: the module instantiates its wasm with a top-level
 * await, so a static import would make every importer of the renderer wait for ~450 KB
 * before anything runs. The module finds `harfbuzz.wasm` next to itself through
 * `new URL('harfbuzz.wasm', import.meta.url)`: Node reads it with fs, Vite serves and
 * bundles it as an asset, so no environment needs to hand us the wasm bytes.
 */
export type HarfBuzz = typeof import('harfbuzzjs');
export type HbFont = import('harfbuzzjs').Font;
export type HbBuffer = import('harfbuzzjs').Buffer;

let loading: Promise<HarfBuzz> | undefined;

export function loadHarfBuzz(): Promise<HarfBuzz> {
  loading ??= import('harfbuzzjs');
  return loading;
}
