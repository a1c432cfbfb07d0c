import { CliError } from './cli-error.ts';
import type { CommandEntry } from './commands.ts';

/** `pnpm folio <command> …` with `commands` to choose from: the exit code. */
export async function runCommand(argv: string[], commands: Record<string, CommandEntry>): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `unknown command '${name}'\n\n` : ''}${usage(commands)}`);
    return name === undefined || name === '--help' ? 0 : 2;
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
