import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Node-side half of font loading: the renderer names font files by their npm path
 * (e.g. `@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf`), and these are
 * dependencies of this package, so resolution must start here (pnpm keeps them
 * invisible to other packages). Browsers get the very same files over HTTP under
 * `FONT_URL_PREFIX`, which is what keeps Node and Chromium on identical bytes.
 */
const requireFromRenderer = createRequire(import.meta.url);

export const FONT_URL_PREFIX = '/fonts/';

export function fontFilePath(file: string): string {
  if (!/^@?[\w.-]+(\/[\w.-]+)+\.(ttf|otf)$/.test(file)) {
    throw new Error(`not a font file name: ${file}`);
  }
  return requireFromRenderer.resolve(file);
}

export async function readFontFile(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(fontFilePath(file)));
}
