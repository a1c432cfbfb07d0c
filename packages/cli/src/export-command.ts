import { access, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_FORMATS, exportDocumentToFile, type ExportFormat } from '@folio/export-worker';
import { CliError } from './cli-error.ts';
import { scaleOption } from './cli-options.ts';
import { readDeckArgument } from './deck-argument.ts';
import type { Command } from './commands.ts';

const USAGE = 'folio export <deck.json> --format pdf|pptx|image|images --out <path> [--engine native|browser] [--scale 2] [--badge]';

/** The browser engine draws PNGs; PDF and PPTX are written by the native engine only. */
const BROWSER_FORMATS: readonly ExportFormat[] = ['image', 'images'];

export const exportCommand: Command = {
  async run(args) {
    const { values, positionals } = parseOrExplain(args);
    const [deckPath] = positionals;
    if (!deckPath || positionals.length > 1 || !values.out || !values.format) throw new CliError(`usage: ${USAGE}`, [], 2);
    const format = values.format as ExportFormat;
    if (!EXPORT_FORMATS.includes(format)) throw new CliError(`unknown format '${values.format}': use one of ${EXPORT_FORMATS.join(', ')}`, [], 2);
    const engine = values.engine ?? 'native';
    if (engine !== 'native' && engine !== 'browser') throw new CliError(`unknown engine '${engine}': use native or browser`, [], 2);
    if (engine === 'browser' && !BROWSER_FORMATS.includes(format)) throw new CliError(`the browser engine writes ${BROWSER_FORMATS.join(' and ')} only; use --engine native for ${format}`, [], 2);
    const scale = scaleOption(values.scale);
    const out = resolve(values.out);
    await ensureWritable(out);

    const doc = await readDeckArgument(deckPath);
    const files = { baseDir: dirname(resolve(deckPath)), root: process.cwd() };
    const started = performance.now();
    let result: { size: number; imageErrors?: ReadonlyMap<string, string> };
    if (engine === 'browser') {
      // Imported here: it loads node:child_process, which a native export would load for nothing.
      const { APP_DIST, ensureAppBuilt } = await import('./app-build.ts');
      ensureAppBuilt();
      const { BrowserEngine, CHROMIUM_ARGS, CHROMIUM_PATH, exportInBrowser } = await import('@folio/export-worker/browser');
      const browser = await BrowserEngine.launch({ appDir: APP_DIST, executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      let bytes: Uint8Array;
      try {
        bytes = (await exportInBrowser(browser, doc, { format: format as 'image' | 'images', ...(scale ? { scale } : {}), ...files })).bytes;
      } finally {
        await browser.close();
      }
      await writing(values.out, () => writeFile(out, bytes));
      result = { size: bytes.length };
    } else {
      // Written as it is made: a long deck's PNG zip or PPTX is never held whole in memory.
      result = await writing(values.out, () => exportDocumentToFile(doc, out, { format, ...(scale ? { scale } : {}), ...files, badge: values.badge ?? false }));
    }
    for (const [src, reason] of result.imageErrors ?? []) process.stderr.write(`warning: image ${src} drawn as a placeholder: ${reason}\n`);
    process.stdout.write(`wrote ${values.out} (${format}, ${engine}, ${Math.round(result.size / 1024)} KB) in ${Math.round(performance.now() - started)} ms\n`);
  },
};

/** A failure to write the file says so, with the system's code; any other error is the export's own. */
async function writing<T>(shownPath: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('E')) throw new CliError(`cannot write ${shownPath}: ${code}`);
    throw error;
  }
}

/** Fails before the export runs, not after: the folder must exist and be writable. */
async function ensureWritable(path: string): Promise<void> {
  try {
    await access(dirname(path), constants.W_OK);
  } catch (error) {
    throw new CliError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function parseOrExplain(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        format: { type: 'string', short: 'f' },
        engine: { type: 'string' },
        scale: { type: 'string' },
        badge: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nusage: ${USAGE}`, [], 2);
  }
}
