import { parseArgs } from 'node:util';
import { eventCounts, recentEvents, type Database } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { wholeOption } from './cli-options.ts';
import { withInstanceDatabase } from './instance-database.ts';

const USAGE = 'usage: folio analytics [--days 7] [--json] | folio analytics --event <name> [--limit 20] [--json]';
const DAY_MS = 24 * 3600 * 1000;

/** What the built-in product analytics counted: events per name and the people behind them. */
export const analyticsCommand: Command = {
  async run(args) {
    const { values } = parse(args);
    if (values.event !== undefined) {
      const limit = wholeOption(values.limit, 'limit', 20, 1, 10_000);
      return withInstanceDatabase((db) => printEvents(db, values.event!, limit, values.json === true));
    }
    const days = wholeOption(values.days, 'days', 7, 1, 3650);
    const since = new Date(Date.now() - days * DAY_MS);
    await withInstanceDatabase(async (db, settings) => {
      const counts = await eventCounts(db, since);
      if (values.json) return void process.stdout.write(`${JSON.stringify({ since: since.toISOString(), days, events: counts })}\n`);
      const off = settings.insights.analytics ? '' : ' (ANALYTICS=off: nothing new is recorded)';
      if (counts.length === 0) return void process.stdout.write(`no events in the last ${days} days${off}\n`);
      const width = Math.max(5, ...counts.map((count) => count.name.length));
      const lines = counts.map((count) => `${count.name.padEnd(width)}  ${String(count.events).padStart(7)}  ${String(count.people).padStart(6)}`);
      process.stdout.write(`events in the last ${days} days${off}\n${'event'.padEnd(width)}  ${'count'.padStart(7)}  ${'people'.padStart(6)}\n${lines.join('\n')}\n`);
    });
  },
};

/** The latest events of one name with what they carried: how support requests (support_issue) are read. */
async function printEvents(db: Database, name: string, limit: number, json: boolean): Promise<void> {
  const events = await recentEvents(db, limit, name);
  if (json) return void process.stdout.write(`${JSON.stringify(events)}\n`);
  if (events.length === 0) return void process.stdout.write(`no ${name} events\n`);
  const lines = events.map((event) => `${event.occurredAt.toISOString().slice(0, 16).replace('T', ' ')}  ${event.userId === null ? `visitor ${event.visitor}` : `user ${event.userId}`}  ${JSON.stringify(event.props)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

function parse(args: string[]) {
  try {
    return parseArgs({ args, options: { days: { type: 'string' }, json: { type: 'boolean' }, event: { type: 'string' }, limit: { type: 'string' } } });
  } catch (error) {
    throw new CliError((error as Error).message, [USAGE], 2);
  }
}
