import { setFlagsFromString } from 'node:v8';

/**
 * Keeps this process's WebAssembly (HarfBuzz, yoga) on V8's baseline compiler, Liftoff. A
 * command that exports once and exits gains nothing from the optimising compiler: it compiles
 * hot wasm functions on background threads that compete with the export for the two cores,
 * and Node waits for them before exiting. `folio export deck-20 --format pdf` spent ≈ 0.4 s
 * (of 1.3 s, CPU and wall) on it; a 200-slide export ran no slower on baseline code. Takes
 * effect for modules compiled afterwards, so it runs before the export packages load. The
 * server and `folio worker` export for hours and keep the optimising compiler.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString('--liftoff-only');
}
