import { startServer } from '../../src/server.ts';
import { loadSettings } from '../../src/settings.ts';

/**
 * A server in a process of its own, for tests that kill it as a crash would (restart.test.ts);
 * settings come from the environment. `folio start` would build the app first.
 */
const server = await startServer({ settings: loadSettings(), print: () => {} });
process.stdout.write(`listening on ${server.port}\n`);
