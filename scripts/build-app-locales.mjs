// Writes the app shell's texts of each language, `locales/<lang>/app.ts` in the app's one locale
// tree, as `<lang>.json` under packages/server/dist/app-locales: the artefact the server serves
// translations from (TRANSLATIONS_DIR's default), so the running server never reads the app's
// sources. Plain JavaScript: it runs before anything is built.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The app's texts, as the app keeps and bundles them: `<lang>/<namespace>.ts`. */
export const APP_LOCALES = join(REPO_ROOT, 'packages/app/src/i18n/locales');
export const BUILT_APP_LOCALES = join(REPO_ROOT, 'packages/server/dist/app-locales');
/** The namespace the server's nomenclature holds: the app shell's texts, keyed as the app keys them. */
const SERVED_NAMESPACE = 'app';

export async function buildAppLocales() {
  const { transform } = await import('esbuild');
  for (const language of readdirSync(APP_LOCALES)) {
    const source = readFileSync(join(APP_LOCALES, language, `${SERVED_NAMESPACE}.ts`), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm' });
    const { default: texts } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    writeAtomically(join(BUILT_APP_LOCALES, `${language}.json`), JSON.stringify(texts));
  }
}

/** Several `folio` processes may build at once: each file appears whole or not at all. */
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

// `node scripts/build-app-locales.mjs`: writes them now.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAppLocales();
