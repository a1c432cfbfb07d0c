import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSettings, SettingsError, startServer, type Settings } from '@folio/server';
import { APP_DIST, REPO_ROOT, ensureAppBuilt } from './app-build.ts';
import { CliError } from './cli-error.ts';
import { keepWasmOnLiftoff } from './compiler-flags.ts';
import type { Command } from './commands.ts';

export const startCommand: Command = {
  async run(args) {
    parseArgs({ args, options: {} });
    let settings: Settings;
    try {
      settings = loadSettings();
    } catch (error) {
      if (error instanceof SettingsError) throw new CliError(error.message);
      throw error;
    }
    if (!settings.databaseUrl) keepWasmOnLiftoff();
    ensureAppBuilt();
    const server = await startServer({ settings, staticFiles: { appDir: APP_DIST, fixturesDir: join(REPO_ROOT, 'fixtures') }, warmExports: true });
    process.stdout.write(`Folio is running at ${server.url}\n`);
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    // Closing lets PGlite flush and shut down cleanly before the process exits.
    await server.close();
  },
};
