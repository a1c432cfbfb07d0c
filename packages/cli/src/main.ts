import { commands } from './commands.ts';
import { runCommand } from './run-command.ts';

/** `pnpm folio <command> …` */
process.exitCode = await runCommand(process.argv.slice(2), commands);
