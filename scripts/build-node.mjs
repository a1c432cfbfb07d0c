// Builds the packages `folio` runs in Node (not the web app: Vite builds that) from TypeScript
// into JavaScript, one file per source file under each package's dist/, so Node starts Folio
// without a just-in-time transpiler. Plain JavaScript: it runs before anything is built.
//
// dist/ mirrors src/, so every path a module finds next to itself (migrations, thread entries,
// the repository root) resolves the same from either. Packages
// point at dist/ under the `folio-built` export condition, which only the built launcher
// (scripts/folio.mjs) sets; vitest, Vite, tsc and tsx keep reading src/.
import { mkdirSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_LOCALES, buildAppLocales } from './build-app-locales.mjs';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Everything `folio start`, `folio worker` and the command line import. */
const PACKAGES = ['contracts', 'layout', 'renderer', 'ai', 'export-worker', 'server', 'cli'];
const STAMP = join(REPO_ROOT, 'packages/cli/dist/.built');
const TEST_FILE = /\.test\.tsx?$/;
/**
 * Packages whose Node entry is CommonJS in many small files, imported from their own one-file
 * ES build instead: the same code and version, loaded in a fraction of the time (pdf-lib's 140
 * files took ≈ 150 ms of every PDF export's start, its ES build ≈ 30 ms).
 */
const BUNDLED = { 'pdf-lib': 'pdf-lib/dist/pdf-lib.esm.min.js' };
/**
 * Packages copied into the file that imports them, keeping only what it imports: the renderer
 * draws 20 of Lucide's icons, and Node loading `lucide` reads its CommonJS build of all of them
 * (≈ 27 MB in each thread that draws, ≈ 40 ms); its ES build lets esbuild keep the 20.
 */
const INLINED = { lucide: 'lucide/dist/esm/lucide.mjs' };

/** Every import stays an import of the file built beside it (`./x.ts` → `./x.js`), but for INLINED packages. */
function resolveAlone({ path, kind, importer, resolveDir }) {
  if (kind === 'entry-point') return undefined;
  if (INLINED[path]) return { path: createRequire(join(resolveDir, 'x.js')).resolve(INLINED[path]) };
  if (Object.keys(INLINED).some((name) => importer.includes(`/node_modules/${name}/`))) return undefined;
  return { path: BUNDLED[path] ?? path.replace(/^(\.{1,2}\/.*)\.ts$/, '$1.js'), external: true };
}

/** True when no build exists or a source, a package.json, one of the app's locale files or this script changed after it. */
export function isStale() {
  const built = mtime(STAMP);
  if (built === 0) return true;
  const inputs = [fileURLToPath(import.meta.url), APP_LOCALES, ...PACKAGES.flatMap((name) => [join(REPO_ROOT, 'packages', name, 'package.json'), join(REPO_ROOT, 'packages', name, 'src')])];
  return inputs.some((input) => newerThan(input, built));
}

export async function ensureBuilt() {
  if (isStale()) await build();
}

export async function build() {
  const started = Date.now();
  const { build: esbuild } = await import('esbuild');
  const sources = PACKAGES.flatMap((name) => files(join(REPO_ROOT, 'packages', name, 'src')));
  const entryPoints = sources.filter((file) => file.endsWith('.ts') && !TEST_FILE.test(file)).map((file) => ({ in: file, out: distPath(file).replace(/\.ts$/, '') }));
  const result = await esbuild({
    entryPoints,
    outdir: REPO_ROOT,
    // Bundling with every import external transforms each file on its own while letting the
    // plugin rewrite `./x.ts` to `./x.js`, which a plain transform leaves as written.
    bundle: true,
    plugins: [{ name: 'each-file-alone', setup: (b) => b.onResolve({ filter: /.*/ }, resolveAlone) }],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  // SQL migrations, thread entries for the development path, data files.
  for (const file of sources.filter((file) => !file.endsWith('.ts'))) {
    mkdirSync(dirname(distPath(file)), { recursive: true });
    copyFileSync(file, distPath(file));
  }
  // The app's texts, which the server serves translations from (see build-app-locales.mjs).
  await buildAppLocales();
  // The stamp is dated from the start, so a source saved while building makes the next run build again.
  writeAtomically(STAMP, '');
  utimesSync(STAMP, started / 1000, started / 1000);
  return { modules: entryPoints.length, ms: Date.now() - started };
}

/** packages/x/src/a/b.ts → packages/x/dist/a/b.ts */
function distPath(file) {
  const [packages, name, , ...rest] = relative(REPO_ROOT, file).split(/[\\/]/);
  return join(REPO_ROOT, packages, name, 'dist', ...rest);
}

/** Several `folio` processes may build at once: each file appears whole or not at all. */
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Directories count too: deleting or renaming a file changes its folder's time. */
function newerThan(path, time) {
  const stats = statSync(path);
  if (stats.mtimeMs > time) return true;
  return stats.isDirectory() && readdirSync(path).some((name) => newerThan(join(path, name), time));
}

// `node scripts/build-node.mjs [--force]`: builds when stale (or always with --force).
if (process.argv[1] === fileURLToPath(import.meta.url) && (process.argv.includes('--force') || isStale())) {
  const { modules, ms } = await build();
  process.stderr.write(`built ${modules} modules of ${PACKAGES.join(', ')} in ${ms} ms\n`);
}
