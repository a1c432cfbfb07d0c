import { readLocal, writeLocal } from '../spec/storage.ts';

/**
 * A random id this browser keeps, so analytics can count people who have not signed in and
 * partial flag rollouts give them the same answer on every visit. It names nobody.
 */
export function visitorId(): string {
  const stored = readLocal('visitor');
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeLocal('visitor', id);
  return id;
}
