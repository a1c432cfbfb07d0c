import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Settings } from '../../settings.ts';
import { KNOWN_FLAGS, type FlagName } from './flag-names.ts';

export interface FlagState {
  name: FlagName;
  enabled: boolean;
  /** Per cent of people who get the flag while it is enabled. */
  rollout: number;
  /** 'command' once `folio flags set` wrote it; until then FEATURE_FLAGS decides. */
  source: 'command' | 'environment';
}

/** Every known flag as the instance has it now. */
export async function listFlags(db: Database, settings: Settings): Promise<FlagState[]> {
  const rows = await db.query<{ name: string; enabled: boolean; rollout: number }>('select name, enabled, rollout from feature_flags');
  const stored = new Map(rows.map((row) => [row.name, row]));
  return KNOWN_FLAGS.map((name) => {
    const row = stored.get(name);
    if (row) return { name, enabled: row.enabled, rollout: row.rollout, source: 'command' as const };
    return { name, enabled: settings.insights.defaultFlags.includes(name), rollout: 100, source: 'environment' as const };
  });
}

export async function setFlag(db: Database, name: FlagName, enabled: boolean, rollout = 100): Promise<void> {
  await db.query(
    `insert into feature_flags (name, enabled, rollout) values ($1, $2, $3)
     on conflict (name) do update set enabled = excluded.enabled, rollout = excluded.rollout, updated_at = now()`,
    [name, enabled, rollout],
  );
}

/** Forgets what `folio flags set` said, so FEATURE_FLAGS decides again. */
export async function resetFlag(db: Database, name: FlagName): Promise<void> {
  await db.query('delete from feature_flags where name = $1', [name]);
}

/**
 * The flags on for one person: `subject` is the account id, or the browser's visitor id before
 * sign-in. A partial rollout hashes flag and subject, so each person keeps their answer from
 * one visit to the next and different flags reach different people.
 */
export async function flagsFor(db: Database, settings: Settings, subject: string): Promise<FlagName[]> {
  const flags = await listFlags(db, settings);
  return flags.filter((flag) => flag.enabled && (flag.rollout >= 100 || bucket(flag.name, subject) < flag.rollout)).map((flag) => flag.name);
}

/** 0–99, stable for a flag and a person. */
export function bucket(flag: string, subject: string): number {
  return createHash('sha256').update(`${flag}:${subject}`).digest().readUInt32BE(0) % 100;
}
