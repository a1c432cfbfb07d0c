import { parseArgs } from 'node:util';
import { isFlagName, KNOWN_FLAGS, listFlags, resetFlag, setFlag } from '@folio/server';
import { CliError } from './cli-error.ts';
import type { Command } from './commands.ts';
import { wholeOption } from './cli-options.ts';
import { withInstanceDatabase } from './instance-database.ts';

const USAGE = [
  'usage:',
  '  folio flags                                  list every flag and who gets it',
  '  folio flags set <flag> on|off [--rollout N]  switch a flag (on for N % of people)',
  '  folio flags reset <flag>                     go back to FEATURE_FLAGS',
];

/** Feature flags without a flag service: stored in the instance's database, read by the app at start. */
export const flagsCommand: Command = {
  async run(args) {
    const { positionals, values } = parse(args);
    const [action, name, state, ...extra] = positionals;
    if (action === undefined || action === 'list') return withInstanceDatabase(async (db, settings) => printFlags(await listFlags(db, settings)));
    if (action !== 'set' && action !== 'reset') throw new CliError(`unknown action '${action}'`, USAGE, 2);
    if (name === undefined) throw new CliError('missing flag name', USAGE, 2);
    if (!isFlagName(name)) throw new CliError(`unknown flag '${name}' (known: ${KNOWN_FLAGS.join(', ')})`, [], 2);
    if (action === 'reset') {
      if (state !== undefined || values.rollout !== undefined) throw new CliError('reset takes only the flag name', USAGE, 2);
      return withInstanceDatabase(async (db, settings) => {
        await resetFlag(db, name);
        printFlags((await listFlags(db, settings)).filter((flag) => flag.name === name));
      });
    }
    if (state !== 'on' && state !== 'off') throw new CliError(`say on or off after the flag name${state ? `, not '${state}'` : ''}`, USAGE, 2);
    if (extra.length > 0) throw new CliError(`unexpected '${extra.join(' ')}'`, USAGE, 2);
    if (state === 'off' && values.rollout !== undefined) throw new CliError('--rollout applies to on only', USAGE, 2);
    const rollout = wholeOption(values.rollout, 'rollout', 100, 0, 100);
    await withInstanceDatabase(async (db, settings) => {
      await setFlag(db, name, state === 'on', rollout);
      printFlags((await listFlags(db, settings)).filter((flag) => flag.name === name));
    });
  },
};

function printFlags(flags: Awaited<ReturnType<typeof listFlags>>): void {
  const lines = flags.map((flag) => {
    const who = !flag.enabled ? 'off' : flag.rollout >= 100 ? 'on for everyone' : `on for ${flag.rollout} % of people`;
    const from = flag.source === 'command' ? 'set with folio flags' : 'from FEATURE_FLAGS';
    return `${flag.name.padEnd(12)}  ${who.padEnd(22)}  ${from}`;
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

function parse(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { rollout: { type: 'string' } } });
  } catch (error) {
    throw new CliError((error as Error).message, USAGE, 2);
  }
}
