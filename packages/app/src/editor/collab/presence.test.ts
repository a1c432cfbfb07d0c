import { describe, expect, it } from 'vitest';
import { colourFor, initialsOf, peersOf, peoplesOf, samePresence } from './presence.ts';

const ada = { userId: 7, name: 'Ada Lovelace', colour: colourFor(7), pageId: 'p1', blockId: 'b1' };

describe('presence', () => {
  it('gives each person one colour, the same every time', () => {
    expect(colourFor(7)).toBe(colourFor(7));
    expect(colourFor(7)).not.toBe(colourFor(8));
    expect(colourFor(7)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('writes initials in any script', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace   brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Ελένη')).toBe('Ε');
    expect(initialsOf('')).toBe('');
  });

  it('lists everyone but this client, and only well-formed states', () => {
    const states = new Map<number, unknown>([
      [3, { ...ada, blockId: null }],
      [1, ada],
      [2, {}],
      [4, { ...ada, colour: 'red' }],
      [5, { ...ada, userId: '7' }],
      [9, { ...ada, name: 'Me' }],
    ]);
    const peers = peersOf(states, 9);
    expect(peers.map((peer) => peer.clientId)).toEqual([1, 3]);
    expect(peers[1]).toEqual({ ...ada, blockId: null, clientId: 3 });
  });

  it('shows a person once however many windows they have open', () => {
    const peers = peersOf(new Map<number, unknown>([[1, ada], [2, ada], [3, { ...ada, userId: 8 }]]), 0);
    expect(peoplesOf(peers).map((peer) => peer.clientId)).toEqual([1, 3]);
  });

  it('tells an unchanged state from a changed one, so nothing is sent for nothing', () => {
    expect(samePresence(ada, { ...ada })).toBe(true);
    expect(samePresence(ada, { ...ada, blockId: 'b2' })).toBe(false);
    expect(samePresence({}, ada)).toBe(false);
  });
});
