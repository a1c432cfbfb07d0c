import { commands, usage } from './commands.ts';
import { CliError } from './cli-error.ts';

/** `pnpm folio <command> …` */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `unknown command '${name}'\n\n` : ''}${usage()}`);
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

process.exitCode = await main(process.argv.slice(2));
