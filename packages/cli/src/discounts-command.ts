import { parseArgs } from 'node:util';
import { DiscountCodeTaken, listDiscountCodes, mintDiscountCode } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { expiryOption, wholeOption } from './cli-options.ts';
import { withInstanceDatabase } from './instance-database.ts';

const USAGE = `usage:
  folio discounts create --percent 20 [--code SPRING20] [--expires YYYY-MM-DD] [--note text]
  folio discounts list`;

/** Discount codes for the first payment of Pro (PRODUCT.md §4 'Upgrade to Pro at Discount'), used once per account. */
export const discountsCommand: Command = {
  async run(args) {
    const [action, ...rest] = args;
    if (action !== 'create' && action !== 'list') throw new CliError(action ? `unknown action '${action}'` : 'missing action', [USAGE], 2);
    const { values } = parse(rest);
    if (action === 'list') return withInstanceDatabase(async (db) => printList(await listDiscountCodes(db)));
    if (values.percent === undefined) throw new CliError('--percent is required', [USAGE], 2);
    const percentOff = wholeOption(values.percent, 'percent', 0, 1, 100);
    if (values.code !== undefined && !/^[A-Za-z0-9-]{3,32}$/.test(values.code)) throw new CliError(`--code must be 3 to 32 letters, digits or dashes, not '${values.code}'`, [], 2);
    const expiresAt = expiryOption(values.expires);
    await withInstanceDatabase(async (db) => {
      try {
        const code = await mintDiscountCode(db, { percentOff, ...(values.code ? { code: values.code } : {}), ...(expiresAt ? { expiresAt } : {}), ...(values.note ? { note: values.note } : {}) });
        process.stdout.write(`${code}\n`);
      } catch (error) {
        if (error instanceof DiscountCodeTaken) throw new CliError(error.message);
        throw error;
      }
    });
  },
};

function parse(args: string[]) {
  try {
    return parseArgs({ args, options: { percent: { type: 'string' }, code: { type: 'string' }, expires: { type: 'string' }, note: { type: 'string' } } });
  } catch (error) {
    throw new CliError((error as Error).message, [USAGE], 2);
  }
}

function printList(rows: Awaited<ReturnType<typeof listDiscountCodes>>): void {
  if (rows.length === 0) return void process.stdout.write('no discount codes yet: folio discounts create --percent 20\n');
  const lines = rows.map((row) => {
    const expires = row.expiresAt ? `until ${new Date(row.expiresAt.getTime() - 1).toISOString().slice(0, 10)}` : 'no expiry';
    return [row.code.padEnd(14), `${row.percentOff} % off`.padEnd(10), `used ${row.used}`.padEnd(9), expires.padEnd(16), row.note].join('  ').trimEnd();
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}
