import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full collection, exposed when first needed rather than by starting Node with
 * --expose-gc: with that flag V8 rejects the code cache Node ships for its built-in modules,
 * and those a process loads compiled from source, ≈ 0.1 s of the ≈ 1.1 s of CPU a reopened
 * instance took to its first page. By the first collection they have all loaded.
 */
export function exposeGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
