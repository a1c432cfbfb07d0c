import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_FILE, parseChangelog } from '../src/domains/changelog/read-changelog.ts';
import { useTestServer } from './helpers/test-server.ts';
import { ok } from './helpers/workspace.ts';

const CHANGELOG = '/api2/v1/instance/changelog';

describe('the changelog behind "What\'s new"', () => {
  const api = useTestServer('pglite');

  it('lists the repository’s entries newest first, each title in the reader’s language where the entry gives it, else in English', async () => {
    const english = ok(await api.get(`${CHANGELOG}?lang=en`)).entries as Array<{ id: string; date: string; title: string; body: Array<{ kind: string; text: string }> }>;
    expect(english.length).toBeGreaterThan(3);
    expect(english.map((entry) => entry.date)).toEqual(english.map((entry) => entry.date).toSorted().reverse());
    // An entry that stays in the file, found by its id: which entry is newest changes with every release.
    const figures = '2026-11-27-decks-that-keep-a-report-s-figures';
    const byId = (entries: typeof english) => entries.find((entry) => entry.id === figures)!;
    expect(byId(english).title).toBe('Decks that keep a report’s figures');
    expect(byId(english).body.map((block) => block.kind)).toEqual(['paragraph', 'item', 'item']);
    const french = ok(await api.get(`${CHANGELOG}?lang=fr`)).entries as typeof english;
    expect(byId(french).title).toBe('Des présentations qui gardent les chiffres de vos rapports');
    expect(french.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
    const korean = ok(await api.get(`${CHANGELOG}?lang=ko`)).entries as typeof english;
    expect(byId(korean).title, 'no Korean title: the English one').toBe(byId(english).title);
    expect((await api.get(`${CHANGELOG}?lang=xx`)).body).toMatchObject({ code: -2 });
  });

  it('reads Markdown: marks dropped from the text, translations only right under the heading, and a malformed heading refused', async () => {
    const [entry] = await parseChangelog('# Intro\n\n## 2026-01-02 — Faster *exports*\nfr: Des exports plus rapides\n\nA PDF in **40 ms**, see [the bench](https://example.com).\n\nfr: stays text here\n');
    expect(entry).toEqual({
      id: '2026-01-02-faster-exports',
      date: '2026-01-02',
      titles: { en: 'Faster exports', fr: 'Des exports plus rapides' },
      body: [
        { kind: 'paragraph', text: 'A PDF in 40 ms, see the bench.' },
        { kind: 'paragraph', text: 'fr: stays text here' },
      ],
    });
    await expect(parseChangelog('## Faster exports\n')).rejects.toThrow(/YYYY-MM-DD/);
    await expect(parseChangelog('## 2026-01-02 — Faster\nxx: Plus vite\n')).rejects.toThrow(/unknown language "xx"/);
    await expect(parseChangelog(readFileSync(CHANGELOG_FILE, 'utf8'))).resolves.toBeInstanceOf(Array);
  });
});
