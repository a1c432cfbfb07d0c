import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderDeckToPngs } from '@folio/export-worker';
import { CliError } from './cli-error.ts';
import { scaleOption } from './cli-options.ts';
import { readDeckArgument } from './deck-argument.ts';
import type { Command } from './commands.ts';

const USAGE = 'folio render <deck.json> --out <dir> [--scale 2]';

export const renderCommand: Command = {
  async run(args) {
    const { values, positionals } = parseOrExplain(args);
    const [deckPath] = positionals;
    if (!deckPath || positionals.length > 1 || !values.out) throw new CliError(`usage: ${USAGE}`, [], 2);
    const scale = scaleOption(values.scale) ?? 1;
    const doc = await readDeckArgument(deckPath);
    const started = performance.now();
    const result = await renderDeckToPngs(doc, { baseDir: dirname(resolve(deckPath)), root: process.cwd(), outDir: values.out, scale });
    for (const [src, reason] of result.imageErrors) process.stderr.write(`warning: image ${src} drawn as a placeholder: ${reason}\n`);
    process.stdout.write(`wrote ${result.files.length} page(s) to ${values.out} in ${Math.round(performance.now() - started)} ms\n`);
  },
};

function parseOrExplain(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { out: { type: 'string', short: 'o' }, scale: { type: 'string' } } });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nusage: ${USAGE}`, [], 2);
  }
}
