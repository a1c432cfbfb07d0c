import { z } from 'zod';
import { create } from 'zustand';
import { request } from '../api/http.ts';
import { readLocal, writeLocal } from '../spec/storage.ts';

const Entry = z.object({ id: z.string(), date: z.string(), title: z.string(), body: z.array(z.object({ kind: z.enum(['paragraph', 'item']), text: z.string() })) });
const Changelog = z.object({ entries: z.array(Entry) });
export type ChangelogEntry = z.infer<typeof Entry>;

interface ChangelogState {
  entries: ChangelogEntry[];
  /** The newest entry date this reader has seen, per account (or this browser before signing in). */
  seen: string | null;
  /** Entries newer than what the reader has seen: marked "New" and counted on the help button. */
  unread: number;
  load(language: string, userId: number | null): Promise<void>;
  /** Opening What's new reads it all. */
  markRead(userId: number | null): void;
}

const seenKey = (userId: number | null) => (userId === null ? 'changelog_seen' : `changelog_seen_${userId}`);

export const useChangelogStore = create<ChangelogState>((set, get) => ({
  entries: [],
  seen: null,
  unread: 0,
  async load(language, userId) {
    let entries: ChangelogEntry[];
    try {
      ({ entries } = await request('GET', '/api2/v1/instance/changelog', { query: { lang: language }, schema: Changelog }));
    } catch {
      // What's new is a courtesy: an instance that cannot answer shows an empty list, not an error.
      return set({ entries: [], unread: 0 });
    }
    const newest = entries[0]?.date ?? null;
    let seen = readLocal(seenKey(userId));
    // Someone here for the first time has missed nothing: what came before them is not news to them.
    if (seen === null && newest !== null) {
      seen = newest;
      writeLocal(seenKey(userId), seen);
    }
    set({ entries, seen, unread: entries.filter((entry) => seen !== null && entry.date > seen).length });
  },
  markRead(userId) {
    const newest = get().entries[0]?.date;
    if (!newest) return;
    writeLocal(seenKey(userId), newest);
    set({ unread: 0 });
  },
}));

/** Whether an entry came after the reader's last look, as the list marks it. */
export function isNew(entry: ChangelogEntry, seen: string | null): boolean {
  return seen !== null && entry.date > seen;
}
