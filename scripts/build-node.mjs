// Builds the packages `folio` runs in Node (not the web app: Vite builds that) from TypeScript
// into JavaScript, one file per source file under each package's dist/, so Node starts Folio
// without a just-in-time transpiler, and the command line itself as one bundle (see
// buildCliBundle). Plain JavaScript: it runs before anything is built.
//
// dist/ mirrors src/, so every path a module finds next to itself (migrations, process entries,
// the repository root) resolves the same from either. Packages
// point at dist/ under the `folio-built` export condition, which only the built launcher
// (scripts/folio.mjs) sets; vitest, Vite, tsc and tsx keep reading src/.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_LOCALES, buildAppLocales } from './build-app-locales.mjs';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Everything `folio start`, `folio worker` and the command line import. */
const PACKAGES = ['contracts', 'layout', 'renderer', 'ai', 'export-worker', 'server', 'cli'];
const STAMP = join(REPO_ROOT, 'packages/cli/dist/.built');
/** What `pnpm folio` runs: the command line and the packages it imports, one chunk per command. */
export const CLI_BUNDLE = join(REPO_ROOT, 'packages/cli/dist/bundle');
/** What `pnpm folio export` and `folio render` run (see buildOneShotBundle and scripts/one-shot.mjs). */
export const ONE_SHOT_BUNDLE = join(CLI_BUNDLE, 'one-shot.cjs');
const TEST_FILE = /\.test\.tsx?$/;
/** How both builds write: ES modules for Node 20 with linked source maps, written by writeAtomically. */
const NODE_OUTPUT = { format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', logLevel: 'warning', write: false };
const CLI_SOURCES = join(REPO_ROOT, 'packages/cli/src');
/**
 * Packages whose Node entry is CommonJS in many small files, imported from their own one-file
 * ES build instead: the same code and version, loaded in a fraction of the time (pdf-lib's 140
 * files took ≈ 150 ms of every PDF export's start, its ES build ≈ 30 ms). The command line's
 * bundle copies that build in: pdf-lib's package names no module type, so Node compiles its
 * 0.5 MB `.js` once as CommonJS to find that it is not, then again as an ES module.
 */
const BUNDLED = { 'pdf-lib': 'pdf-lib/dist/pdf-lib.esm.min.js' };
/**
 * Packages copied into the file that imports them, keeping only what it imports: the renderer
 * draws 20 of Lucide's icons, and Node loading `lucide` reads its CommonJS build of all of them
 * (≈ 27 MB in each process that draws, ≈ 40 ms); its ES build lets esbuild keep the 20.
 */
const INLINED = { lucide: 'lucide/dist/esm/lucide.mjs' };
/**
 * Packages of many small ES modules that locate nothing beside themselves, copied into the
 * command line's bundle: zod's 95 modules, yjs and lib0's 29 and image-size's 26 were most of
 * the files a PDF export loaded. y-protocols comes with yjs and lib0: two copies of yjs in one
 * process break its type checks. yoga-layout's wasm is in its JavaScript (see
 * YOGA_WASM_LOADER). The text packages the renderer breaks and orders lines with, bidi-js and
 * linebreak with its CommonJS unicode-trie, tiny-inflate and base64-js, name no module type
 * either (see BUNDLED). pptxgenjs is one ES module whose default export is all the PPTX
 * writer uses, which the one-shot script (buildOneShotBundle) could not take from Node's
 * require(): esbuild hands a CommonJS file the namespace as the default. Every other package
 * stays where it is (see keepLocations).
 *
 * A one-shot PDF export of deck-20, counted by `valgrind --tool=callgrind` under `node
 * --single-threaded` (timings on this shared machine varied more than the change): 3.53 G
 * instructions before ZOD_LOCALES, 3.49 G after, 3.42 G with the text packages copied in and
 * 3.35 G with pdf-lib too.
 */
const CLI_INLINED = new Set(['zod', 'image-size', 'yjs', 'lib0', 'y-protocols', 'yoga-layout', 'bidi-js', 'linebreak', 'unicode-trie', 'tiny-inflate', 'base64-js', 'pptxgenjs']);
/**
 * yoga's Emscripten loader reads its wasm, base64 in its own source, through `fetch` of a
 * `data:` URL whenever `fetch` exists, and Node's first `fetch` loads its whole HTTP client
 * (undici, TLS): ≈ 50 ms of every export's start. With `fetch` shadowed in that one module,
 * the loader decodes the same bytes itself.
 */
const YOGA_WASM_LOADER = /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;
/**
 * Zod's `z` carries every language's error messages (`z.locales`, 48 modules, ≈ 0.36 MB), and
 * every module that imports `z` loads them all; Folio sets none of them (Zod speaks English
 * unless told otherwise), so the bundle holds English alone.
 */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;

/** Every import stays an import of the file built beside it (`./x.ts` → `./x.js`), but for INLINED packages. */
function resolveAlone({ path, kind, importer, resolveDir }) {
  if (kind === 'entry-point') return undefined;
  if (INLINED[path]) return { path: createRequire(join(resolveDir, 'x.js')).resolve(INLINED[path]) };
  if (Object.keys(INLINED).some((name) => importer.includes(`/node_modules/${name}/`))) return undefined;
  return { path: BUNDLED[path] ?? path.replace(/^(\.{1,2}\/.*)\.ts$/, '$1.js'), external: true };
}

/**
 * True when no build exists or a source, a package.json, one of the app's locale files or this
 * script changed after it. Every `folio` command asks first: `find` walks the ≈ 760 files and
 * folders in ≈ 12 ms, statting them from JavaScript took ≈ 45 ms; where it is missing, they
 * are. The answer comes asynchronously, so a command can load its code meanwhile.
 */
export async function isStale() {
  const built = mtime(STAMP);
  if (built === 0) return true;
  const inputs = [fileURLToPath(import.meta.url), APP_LOCALES, ...PACKAGES.flatMap((name) => [join(REPO_ROOT, 'packages', name, 'package.json'), join(REPO_ROOT, 'packages', name, 'src')])];
  return (await findsNewer(inputs)) ?? inputs.some((input) => newerThan(input, built));
}

/** Whether `find` names an input newer than the stamp; undefined where `find` is missing or fails. */
function findsNewer(inputs) {
  return new Promise((resolve) => {
    const find = spawn('find', [...inputs, '-newer', STAMP, '-print', '-quit'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let printed = '';
    find.stdout.on('data', (chunk) => (printed += chunk));
    find.on('error', () => resolve(undefined));
    find.on('close', (status) => resolve(status === 0 ? printed !== '' : undefined));
  });
}

export async function build() {
  const started = Date.now();
  const { build: esbuild } = await import('esbuild');
  const sources = PACKAGES.flatMap((name) => files(join(REPO_ROOT, 'packages', name, 'src')));
  // The command line runs from its bundle only; the other packages' files also start child processes.
  const entryPoints = sources.filter((file) => file.endsWith('.ts') && !TEST_FILE.test(file) && !file.startsWith(CLI_SOURCES)).map((file) => ({ in: file, out: distPath(file).replace(/\.ts$/, '') }));
  const result = await esbuild({
    entryPoints,
    outdir: REPO_ROOT,
    // Bundling with every import external transforms each file on its own while letting the
    // plugin rewrite `./x.ts` to `./x.js`, which a plain transform leaves as written.
    bundle: true,
    plugins: [{ name: 'each-file-alone', setup: (b) => b.onResolve({ filter: /.*/ }, resolveAlone) }],
    ...NODE_OUTPUT,
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  // SQL migrations, process entries for the development path, data files.
  for (const file of sources.filter((file) => !file.endsWith('.ts'))) {
    mkdirSync(dirname(distPath(file)), { recursive: true });
    copyFileSync(file, distPath(file));
  }
  await buildCliBundle(esbuild);
  await buildOneShotBundle(esbuild);
  // The app's texts, which the server serves translations from (see build-app-locales.mjs).
  await buildAppLocales();
  // The stamp is dated from the start, so a source saved while building makes the next run build again.
  writeAtomically(STAMP, '');
  utimesSync(STAMP, started / 1000, started / 1000);
  return { modules: entryPoints.length, ms: Date.now() - started };
}

/**
 * The command line and the workspace packages it imports as one ES bundle split by command,
 * so `folio export` loads a few files instead of ≈ 360 (each found, read and linked on its
 * own: ≈ 0.2 s of a one-shot PDF export's CPU). The bundle must behave as the files it holds:
 * - each workspace module's `import.meta.url` stays the URL of its own built file, so what
 *   it finds beside itself (migrations, child process entries, the app's locales,
 *   font packages resolved from the renderer) is found as before;
 * - other packages are imported from the very file Node would load for the module that
 *   imports them (pnpm shows each package only to its dependents), by a path relative to the
 *   bundle, so they keep their own files, their own `import.meta.url`, and one instance each.
 */
async function buildCliBundle(esbuild) {
  const result = await esbuild({
    entryPoints: [join(CLI_SOURCES, 'main.ts')],
    outdir: CLI_BUNDLE,
    bundle: true,
    splitting: true,
    plugins: [{ name: 'keep-locations', setup: keepLocations }],
    ...NODE_OUTPUT,
  });
  // Chunks are named by their content and never deleted: a server started from an earlier
  // build still imports its own chunks lazily (the PPTX writer at its first PPTX export).
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
}

/**
 * `folio export` and `folio render` again, as one CommonJS script, which scripts/one-shot.mjs
 * compiles through a V8 code cache: Node 20 keeps no compiled code of ES modules, and parsing
 * and compiling the JavaScript a one-shot PDF export runs took ≈ 110 ms of its ≈ 0.8 s. A
 * script holds what the ES bundle does (keepLocations) but for what only a module may do:
 * - wait at its top level: yoga-layout's entry awaits its WebAssembly, so the script takes
 *   yoga from YOGA_WHEN_LOADED and runs no command before it is loaded (ONE_SHOT_ENTRY);
 * - read `import.meta.url`: the script's own file's URL stands in, as the ES chunks' did;
 * - `import()`: the script calls the `__import` its loader passes, the loader's own import().
 */
async function buildOneShotBundle(esbuild) {
  const result = await esbuild({
    stdin: { contents: ONE_SHOT_ENTRY, resolveDir: CLI_SOURCES, sourcefile: 'one-shot-entry.js', loader: 'js' },
    outfile: ONE_SHOT_BUNDLE,
    bundle: true,
    plugins: [{ name: 'yoga-when-loaded', setup: yogaWhenLoaded }, { name: 'keep-locations', setup: keepLocations }],
    ...NODE_OUTPUT,
    format: 'cjs',
    charset: 'ascii',
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: 'var __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.path === ONE_SHOT_BUNDLE ? asScript(file.text) : file.contents);
}

/**
 * The script its loader runs: `import()` through `__import`, and ASCII alone, which Node reads
 * as Latin-1 in a third of the time it decodes UTF-8 (≈ 5 ms instead of 15): esbuild's ASCII
 * output keeps comments and the letters of regular expressions with the `u` flag as written,
 * and an escaped UTF-16 code unit means the same in a comment, a string, a template and a
 * regular expression with or without that flag. It ends with the SHA-1 of what comes before,
 * which its code cache is checked against (see scripts/one-shot.mjs, digestOf), so no run
 * hashes 2 MB; last, so the source map's lines still hold.
 */
function asScript(text) {
  const script = text.replaceAll('import("', '__import("').replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${script}\n${ONE_SHOT_DIGEST_MARK}${createHash('sha1').update(script).digest('hex')}\n`;
}

/** What precedes the one-shot script's digest, the file's last 40 characters but its newline. */
export const ONE_SHOT_DIGEST_MARK = '// sha1 ';

/** Sets the command's compilers before yoga compiles its WebAssembly, as the ES bundle does (see compiler-flags.ts). */
const ONE_SHOT_ENTRY = `
import { loadYogaOnce } from 'yoga-layout';
import { keepCodeOnBaselineCompilers, run as runLoaded } from './one-shot-main.ts';
export { restoreDefaultCompilers } from './one-shot-main.ts';
export async function run(argv) {
  keepCodeOnBaselineCompilers();
  await loadYogaOnce();
  return runLoaded(argv);
}
`;

/** yoga-layout's default export, set once loadYogaOnce has loaded its WebAssembly. */
const YOGA_WHEN_LOADED = `
import { loadYoga } from 'yoga-layout/load';
export * from 'yoga-layout/load';
let yoga;
let loading;
export { yoga as default };
export function loadYogaOnce() {
  loading ??= loadYoga().then((loaded) => {
    yoga = loaded;
  });
  return loading;
}
`;

function yogaWhenLoaded(build) {
  build.onResolve({ filter: /^yoga-layout$/ }, () => ({ path: 'yoga-layout', namespace: 'yoga-when-loaded' }));
  build.onLoad({ filter: /.*/, namespace: 'yoga-when-loaded' }, () => ({ contents: YOGA_WHEN_LOADED, resolveDir: join(REPO_ROOT, 'packages/layout/src'), loader: 'js' }));
}

function keepLocations(build) {
  build.onResolve({ filter: /^[^./]/ }, async ({ path, kind, importer, resolveDir, pluginData }) => {
    if (pluginData === RESOLVING || kind === 'entry-point' || path.startsWith('@folio/') || isBuiltin(path)) return undefined;
    if (INLINED[path]) return { path: createRequire(join(resolveDir, 'x.js')).resolve(INLINED[path]) };
    if (CLI_INLINED.has(packageName(path)) || Object.keys(INLINED).some((name) => importer.includes(`/node_modules/${name}/`))) return undefined;
    if (BUNDLED[path]) return { path: createRequire(join(resolveDir, 'x.js')).resolve(BUNDLED[path]) };
    const found = await build.resolve(path, { kind, resolveDir, pluginData: RESOLVING });
    return found.errors.length > 0 ? { errors: found.errors } : { path: fromBundle(found.path), external: true };
  });
  build.onLoad({ filter: ZOD_LOCALES }, ({ path }) => ({ contents: 'export { default as en } from "./en.js";', loader: 'js', resolveDir: dirname(path) }));
  build.onLoad({ filter: YOGA_WASM_LOADER }, ({ path }) => ({ contents: `const fetch = undefined;\n${readFileSync(path, 'utf8')}`, loader: 'js' }));
  build.onLoad({ filter: /[\\/]packages[\\/][a-z-]+[\\/]src[\\/].*\.ts$/ }, ({ path }) => {
    const builtFile = distPath(path).replace(/\.ts$/, '.js');
    const ownUrl = `new URL(${JSON.stringify(fromBundle(builtFile))}, import.meta.url).href`;
    return { contents: readFileSync(path, 'utf8').replaceAll('import.meta.url', ownUrl), loader: 'ts' };
  });
}

/** Marks keepLocations' own look-ups, which esbuild would otherwise hand back to it. */
const RESOLVING = Symbol('resolving');

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(path) {
  return path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');
}

/** A file as an import path from the bundle's folder: `../../../node_modules/…`. */
function fromBundle(file) {
  const path = relative(CLI_BUNDLE, file).split(/[\\/]/).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** packages/x/src/a/b.ts → packages/x/dist/a/b.ts */
function distPath(file) {
  const [packages, name, , ...rest] = relative(REPO_ROOT, file).split(/[\\/]/);
  return join(REPO_ROOT, packages, name, 'dist', ...rest);
}

/** Several `folio` processes may build at once: each file appears whole or not at all. */
export function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
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
if (process.argv[1] === fileURLToPath(import.meta.url) && (process.argv.includes('--force') || (await isStale()))) {
  const { modules, ms } = await build();
  process.stderr.write(`built ${modules} modules of ${PACKAGES.join(', ')} in ${ms} ms\n`);
}
