import { exportCommand } from './export-command.ts';
import { renderCommand } from './render-command.ts';
import { startCommand } from './start-command.ts';
import { workerCommand } from './worker-command.ts';

export interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

export const commands: Record<string, Command> = {
  start: startCommand,
  render: renderCommand,
  export: exportCommand,
  worker: workerCommand,
};

export function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  folio ${name.padEnd(8)} ${command.summary}`);
  return `usage: pnpm folio <command> [options]\n\n${lines.join('\n')}\n`;
}
