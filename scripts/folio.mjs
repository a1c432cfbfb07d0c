// `pnpm folio …`: runs the command line from JavaScript built out of the sources, building it
// first when a source is newer than the build, so a stale build never runs. Started with
// `--conditions=folio-built`, which makes the packages (and worker threads, which inherit it)
// load each other's dist/. `pnpm folio:dev` runs the sources through tsx instead.
import { build, isStale } from './build-node.mjs';
import { ONE_SHOT_COMMANDS, compileOneShot } from './one-shot.mjs';

const stale = isStale();
const argv = process.argv.slice(2);
if (ONE_SHOT_COMMANDS.has(argv[0])) {
  // Compiled while `find` looks for newer sources on the other core, and again after a build.
  let oneShot = compileOneShot();
  if ((await stale) || oneShot === undefined) {
    await build();
    oneShot = compileOneShot();
  }
  process.exitCode = await oneShot.run(argv);
} else {
  if (await stale) await build();
  await import('../packages/cli/dist/bundle/main.js');
}
