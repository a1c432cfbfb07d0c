// `pnpm folio …`: runs the command line from JavaScript built out of the sources, building it
// first when a source is newer than the build, so a stale build never runs. Started with
// `--conditions=folio-built`, which makes the packages (and worker threads, which inherit it)
// load each other's dist/. `pnpm folio:dev` runs the sources through tsx instead.
import { ensureBuilt } from './build-node.mjs';

await ensureBuilt();
await import('../packages/cli/dist/bundle/main.js');
