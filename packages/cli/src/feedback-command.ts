import { parseArgs } from 'node:util';
import { listFeedback } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { wholeOption } from './cli-options.ts';
import { withInstanceDatabase } from './instance-database.ts';

const USAGE = 'usage: folio feedback [--limit 20] [--json]';

/** The messages people sent with Share feedback, newest first. */
export const feedbackCommand: Command = {
  async run(args) {
    const { values } = parse(args);
    const limit = wholeOption(values.limit, 'limit', 20, 1, 10_000);
    await withInstanceDatabase(async (db) => {
      const messages = await listFeedback(db, limit);
      if (values.json) return void process.stdout.write(`${JSON.stringify(messages)}\n`);
      if (messages.length === 0) return void process.stdout.write('no feedback yet\n');
      const blocks = messages.map((item) => {
        const head = [`#${item.id}`, item.createdAt.toISOString().slice(0, 16).replace('T', ' '), item.email || 'signed out, no address', item.path, item.version && `Folio ${item.version}`];
        const body = item.message.split('\n').map((line) => `  ${line}`);
        return [head.filter(Boolean).join('  '), ...body].join('\n');
      });
      process.stdout.write(`${blocks.join('\n\n')}\n`);
    });
  },
};

function parse(args: string[]) {
  try {
    return parseArgs({ args, options: { limit: { type: 'string' }, json: { type: 'boolean' } } });
  } catch (error) {
    throw new CliError((error as Error).message, [USAGE], 2);
  }
}
