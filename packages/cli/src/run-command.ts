import { CliError } from './cli-error.ts';
import type { CommandEntry } from './commands.ts';

/** `pnpm folio <command> …` with `commands` to choose from: the exit code. */
export async function runCommand(argv: string[], commands: Record<string, CommandEntry>): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help') {
    process.stdout.write(usage(commands));
    return 0;
  }
  // Own names only: `folio constructor` is no command.
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`unknown command '${name}'\n\n${usage(commands)}`);
    return 2;
  }
  try {
    await (await command.load()).run(rest);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`folio ${name}: ${error.message}\n${error.details.map((line) => `  ${line}\n`).join('')}`);
      return error.exitCode;
    }
    throw error;
  }
}

function usage(commands: Record<string, CommandEntry>): string {
  const lines = Object.entries(commands).map(([name, command]) => `  folio ${name.padEnd(9)} ${command.summary}`);
  return `usage: pnpm folio <command> [options]\n\n${lines.join('\n')}\n`;
}
