import { parseArgs } from 'node:util';
import { listCodes, mintActivationCodes, type Database } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { expiryOption, wholeOption } from './cli-options.ts';
import { withInstanceDatabase } from './instance-database.ts';

const USAGE = `usage:
  folio codes create [--days 30] [--quota 1] [--count 1] [--expires YYYY-MM-DD] [--note text]
  folio codes list`;

/**
 * Activation codes (days of Pro, PRODUCT.md §1), minted by whoever runs the instance: the way
 * to give Pro without a payment provider.
 */
export const codesCommand: Command = {
  async run(args) {
    const [action, ...rest] = args;
    if (action !== 'create' && action !== 'list') throw new CliError(action ? `unknown action '${action}'` : 'missing action', [USAGE], 2);
    const { values } = parseOptions(rest);
    // Every option is checked before the database opens: a typo should not cost a PGlite boot.
    const common = { count: whole(values.count, 'count', 1, 1000), ...expiresOption(values.expires), ...(values.note ? { note: values.note } : {}) };
    const batch = action === 'create' ? { ...common, days: whole(values.days, 'days', 30, 3650), quota: whole(values.quota, 'quota', 1, 1_000_000) } : undefined;
    await withInstanceDatabase(async (db) => {
      if (!batch) return printList(db);
      const codes = await mintActivationCodes(db, batch);
      process.stdout.write(`${codes.join('\n')}\n`);
    });
  },
};

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { days: { type: 'string' }, quota: { type: 'string' }, count: { type: 'string' }, expires: { type: 'string' }, note: { type: 'string' } },
    });
  } catch (error) {
    throw new CliError((error as Error).message, [USAGE], 2);
  }
}

function whole(text: string | undefined, name: string, fallback: number, max: number): number {
  return wholeOption(text, name, fallback, 1, max);
}

async function printList(db: Database): Promise<void> {
  const rows = await listCodes(db);
  if (rows.length === 0) return void process.stdout.write('no activation codes yet: folio codes create\n');
  const lines = rows.map((row) => {
    const expires = row.expiresAt ? `until ${new Date(row.expiresAt.getTime() - 1).toISOString().slice(0, 10)}` : 'no expiry';
    return [row.code, `${row.days} days`.padEnd(9), `used ${row.used}/${row.quota}`.padEnd(12), expires.padEnd(16), row.note].join('  ').trimEnd();
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

function expiresOption(text: string | undefined): { expiresAt?: Date } {
  const expiresAt = expiryOption(text);
  return expiresAt ? { expiresAt } : {};
}
