import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { createTokens } from './tokens.ts';

/** A users table of one: user 1 at token version 0. */
const db: Queryable = {
  query: async <Row>() => [{ token_version: 0, deleted: false }] as Row[],
  exec: async () => {},
};

describe('token verification cache', () => {
  it('still refuses a token once it expires, after it was accepted', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const tokens = createTokens({ secret: 'x'.repeat(40), ttlSeconds: 60, db, now: () => clock });
    const token = await tokens.issue(1, 0);
    await expect(tokens.authenticate(`Bearer ${token}`)).resolves.toEqual({ id: 1 });
    clock += 59_000;
    await expect(tokens.authenticate(`Bearer ${token}`)).resolves.toEqual({ id: 1 });
    clock += 1_000;
    await expect(tokens.authenticate(`Bearer ${token}`)).rejects.toMatchObject({ code: 4004 });
  });

  it('does not accept a tampered copy of an accepted token', async () => {
    const tokens = createTokens({ secret: 'x'.repeat(40), ttlSeconds: 60, db });
    const token = await tokens.issue(1, 0);
    await tokens.authenticate(`Bearer ${token}`);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.authenticate(`Bearer ${tampered}`)).rejects.toMatchObject({ code: 4003 });
  });
});
