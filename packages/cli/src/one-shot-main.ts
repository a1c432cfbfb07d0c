import { oneShotCommands } from './one-shot-commands.ts';
import { runCommand } from './run-command.ts';

export { keepCodeOnBaselineCompilers, restoreDefaultCompilers } from './compiler-flags.ts';

/** `folio export …` or `folio render …`, as the one-shot bundle runs them (see scripts/one-shot.mjs): the exit code. */
export function run(argv: string[]): Promise<number> {
  return runCommand(argv, oneShotCommands);
}
