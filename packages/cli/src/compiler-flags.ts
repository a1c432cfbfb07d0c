import { setFlagsFromString } from 'node:v8';

/**
 * Keeps this process's code on V8's baseline compilers: WebAssembly (HarfBuzz, yoga) on
 * Liftoff, JavaScript on Ignition and Sparkplug. A command that exports once and exits gains
 * less from the optimising compilers than they cost: they compile hot functions on background
 * threads that compete with the export for the two cores, and Node waits for the wasm ones
 * before exiting. Of `folio export deck-20 --format pdf`, optimising wasm took ≈ 0.4 s (of
 * 1.3 s, CPU and wall) and optimising JavaScript ≈ 0.2 s of CPU; a 200-slide PDF or PPTX
 * export used no more CPU without them. Takes effect for code compiled afterwards, so it runs
 * before the export packages load (yoga compiles its WebAssembly as its module loads). That
 * has a price: V8 rejects the code cache Node ships for its own modules once any flag
 * changes, so the built-in modules loaded afterwards compile from source (≈ 50 ms of CPU);
 * set after the export packages had loaded, the optimised yoga cost more than that. The
 * server and `folio worker` export for hours and keep the optimising compilers.
 */
export function keepCodeOnBaselineCompilers(): void {
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--no-opt');
}

/**
 * Puts back what keepCodeOnBaselineCompilers changed. A V8 code cache records the flags it was
 * made under and is refused by a process whose flags differ when it compiles: the one-shot
 * bundle is compiled before its command sets them (see scripts/one-shot.mjs). `--liftoff-only`
 * also turns WebAssembly's tier-up off, and `--no-liftoff-only` leaves it off.
 */
export function restoreDefaultCompilers(): void {
  for (const flag of ['--no-liftoff-only', '--wasm-tier-up', '--wasm-dynamic-tiering', '--opt']) setFlagsFromString(flag);
}

/**
 * Keeps WebAssembly compiled from now on on Liftoff, for `folio start` on the embedded
 * database: PGlite's Postgres is a wasm module of ≈ 9 MB, and V8 optimising its functions as
 * they warm up, on background threads that held the main thread back too, took ≈ 0.9 s of a
 * reopened instance's 2.9 s to its first page on 2 cores. The API answers as fast on Liftoff's
 * code (`pnpm bench:api`: project/get and project/list within the run-to-run spread). Set after
 * the server's modules loaded, so yoga, compiled as it loads, keeps its optimised code; export
 * processes are started without it.
 */
export function keepWasmOnLiftoff(): void {
  setFlagsFromString('--liftoff-only');
}
