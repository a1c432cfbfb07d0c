/**
 * What each editor of a deck tells the others through Yjs awareness: who they are and where
 * their selection is, nothing more. States arrive from other browsers, so they are read
 * field by field and anything not of this shape (an audience window, a malformed peer) is left out.
 */
export interface Presence {
  userId: number;
  name: string;
  colour: string;
  pageId: string | null;
  blockId: string | null;
}

export interface Peer extends Presence {
  /** The awareness client: one per open editor, so one person may be here twice. */
  clientId: number;
}

/** Distinct hues, each dark enough for white initials (WCAG AA at 12 px bold) and visible on light and dark slides. */
const COLOURS = ['#c2410c', '#15803d', '#1d4ed8', '#9333ea', '#be185d', '#0e7490', '#a16207', '#4338ca', '#b91c1c', '#047857'];

/** A person's colour, the same in every browser and every session: chosen by their user id. */
export function colourFor(userId: number): string {
  return COLOURS[Math.abs(Math.trunc(userId)) % COLOURS.length]!;
}

/** Up to two initials of a name, in whatever script it is written. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

const MAX_NAME = 80;
const MAX_ID = 200;

function readPresence(state: unknown): Presence | null {
  if (typeof state !== 'object' || state === null) return null;
  const { userId, name, colour, pageId, blockId } = state as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID ? value : null);
  if (typeof userId !== 'number' || !Number.isFinite(userId) || typeof name !== 'string' || typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  return { userId, name: name.slice(0, MAX_NAME), colour, pageId: id(pageId), blockId: id(blockId) };
}

/** Everyone else in the deck, in a stable order: every awareness state but this client's own. */
export function peersOf(states: ReadonlyMap<number, unknown>, self: number): Peer[] {
  const peers: Peer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === self) continue;
    const presence = readPresence(state);
    if (presence) peers.push({ ...presence, clientId });
  }
  return peers.sort((a, b) => a.clientId - b.clientId);
}

/** One entry per person for the top bar, however many windows they have open here. */
export function peoplesOf(peers: readonly Peer[]): Peer[] {
  const seen = new Set<number>();
  return peers.filter((peer) => !seen.has(peer.userId) && seen.add(peer.userId));
}

export function samePresence(a: unknown, b: Presence): boolean {
  const read = readPresence(a);
  return read !== null && read.userId === b.userId && read.name === b.name && read.colour === b.colour && read.pageId === b.pageId && read.blockId === b.blockId;
}
