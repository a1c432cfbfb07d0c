import { parseArgs } from 'node:util';
import { loadSettings, SettingsError, startWorkerProcess } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';

export const workerCommand: Command = {
  async run(args) {
    parseArgs({ args, options: {} });
    let worker;
    try {
      worker = await startWorkerProcess(loadSettings());
    } catch (error) {
      if (error instanceof SettingsError) throw new CliError(error.message);
      throw error;
    }
    process.stdout.write('Folio export worker is running\n');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
    await worker.stop();
  },
};
