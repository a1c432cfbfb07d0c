import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_DIST, REPO_ROOT, ensureAppBuilt } from './app-build.ts';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { createStaticServer } from './static-server.ts';

export const startCommand: Command = {
  summary: 'start Folio on http://localhost:3000 (PORT to change)',
  async run(args) {
    parseArgs({ args, options: {} });
    const port = Number(process.env.PORT ?? 3000);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new CliError(`PORT must be a port number, got '${process.env.PORT}'`);
    ensureAppBuilt();
    const server = createStaticServer({ appDir: APP_DIST, fixturesDir: join(REPO_ROOT, 'fixtures') });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, process.env.HOST ?? '127.0.0.1', resolve);
    });
    process.stdout.write(`Folio is running at http://localhost:${port}\n`);
    await new Promise<void>((resolve) => {
      const stop = () => server.close(() => resolve());
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
};
