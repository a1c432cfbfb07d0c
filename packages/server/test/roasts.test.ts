import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officeParts, zipBomb, zipOf } from '../../ai/test/hostile-documents.ts';
import overflowDeck from '../../../fixtures/decks/overflow.json' with { type: 'json' };
import { countWords } from '../src/domains/roasts/rule-roast.ts';
import { ROASTS_PER_ADDRESS } from '../src/routes/roasts.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, makePro, ok, type TestUser } from './helpers/workspace.ts';

const R = '/api2/v1/roast';
const P = '/api2/v1/project';
const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/references/${name}`, import.meta.url));

function uploadFile(api: TestServer, bytes: Uint8Array, name: string, language = 'en') {
  return api.request(`${R}/upload?name=${encodeURIComponent(name)}&language=${language}`, { method: 'POST', body: Buffer.from(bytes), headers: { 'content-type': 'application/octet-stream' } });
}

async function sharedDeck(api: TestServer, owner: TestUser, change: Record<string, unknown> = {}): Promise<number> {
  const project = await createProject(api, owner, { title: overflowDeck.title, doc: overflowDeck });
  ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, ...change }, owner.token));
  return project.id;
}

const shareLink = (api: TestServer, id: number) => `http://127.0.0.1:${api.server.port}/share/${id}`;

describe.each(databases)('the deck roast on %s', (kind) => {
  const api = useTestServer(kind);

  it('roasts a shared deck slide by slide with the deck checks’ findings, and anyone can read the result by its id', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const id = await sharedDeck(api, ada);
    const { id: roastId } = ok(await api.post(`${R}/share`, { link: shareLink(api, id), language: 'fr' }));
    const roast = ok(await api.get(`${R}/get?id=${roastId}`));
    expect(roast.source).toEqual({ kind: 'share', name: 'Overflow cases', projectId: id });
    expect(roast.deck.pages).toHaveLength(overflowDeck.pages.length);
    expect(roast.result).toMatchObject({ title: 'Overflow cases', writtenBy: 'rules', language: 'fr' });
    expect(roast.result.slides.map((slide: { number: number }) => slide.number)).toEqual(overflowDeck.pages.map((_page, index) => index + 1));
    const overflowing = roast.result.slides.flatMap((slide: { number: number; lines: { code: string; params: { by?: number } }[] }) =>
      slide.lines.filter((line) => line.code === 'overflow').map((line) => ({ slide: slide.number, by: line.params.by })),
    );
    expect(overflowing.length).toBeGreaterThan(0);
    expect(overflowing.every((line: { by: number }) => line.by > 0)).toBe(true);
    expect(roast.result.score).toBeLessThan(100);
  });

  it('takes the link as copied, without its scheme, as a path or a bare id, and refuses another site’s link without fetching it', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const id = await sharedDeck(api, ada);
    for (const link of [`${shareLink(api, id)}?channel=x`, `127.0.0.1:${api.server.port}/share/${id}`, `/share/${id}`, String(id)]) {
      expect((await api.post(`${R}/share`, { link })).body, link).toMatchObject({ code: 200 });
    }
    for (const link of [`https://evil.example/share/${id}`, `http://169.254.169.254/share/${id}`, `file:///share/${id}`, `/p/${id}`, 'share me']) {
      expect((await api.post(`${R}/share`, { link })).body, link).toMatchObject({ code: -2, message: 'Parameter error.' });
    }
  });

  it('answers 6004 for a closed share, -4 for a missing one and 4011 behind a password, and stops showing a roast once its share closes', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Private' });
    expect((await api.post(`${R}/share`, { link: `/share/${project.id}` })).body).toMatchObject({ code: 6004, message: 'The author has closed sharing.' });
    expect((await api.post(`${R}/share`, { link: '/share/999999' })).body).toMatchObject({ code: -4 });

    const id = await sharedDeck(api, ada);
    const { id: roastId } = ok(await api.post(`${R}/share`, { link: `/share/${id}` }));
    await makePro(api, ada.id); // share passwords are Pro
    ok(await api.post(`${P}/share/config/update`, { id, password: 'harbour' }, ada.token));
    expect((await api.post(`${R}/share`, { link: `/share/${id}` })).body).toMatchObject({ code: 4011 });
    expect((await api.get(`${R}/get?id=${roastId}`)).body).toMatchObject({ code: 4011 });
    ok(await api.post(`${P}/share/config/update`, { id, password: null, enabled: false }, ada.token));
    expect((await api.get(`${R}/get?id=${roastId}`)).body).toMatchObject({ code: 6004, data: null });
  });

  it('roasts an uploaded pptx from its own words, names its slides and imports it as a project on “fix it”', async () => {
    const upload = await uploadFile(api, fixture('summer-camp.pptx'), 'summer-camp.pptx');
    const { id } = ok(upload);
    const roast = ok(await api.get(`${R}/get?id=${id}`));
    expect(roast.source).toMatchObject({ kind: 'pptx', name: 'summer-camp.pptx', projectId: null });
    expect(roast.result.slides.map((slide: { title: string }) => slide.title)).toEqual(['Sea Scouts Summer Camp 2026', 'Why we go', 'What it costs', 'Daily plan', 'Next steps']);
    expect(JSON.stringify(roast.deck)).toContain('Bursaries cover up to 75% for 18 families');
    // Speaker notes are not on the slide the audience sees, so neither the thumbnail nor the word count has them.
    expect(JSON.stringify(roast.deck)).not.toContain('Welcome parents and scouts.');
    expect(roast.result.slides[0].words).toBe(countWords('Sea Scouts Summer Camp 2026 Twelve days on Gull Island, 3 to 14 August'));
    // A file is read as text: the renderer's checks would judge Folio's redrawing, not the author's slides.
    expect(roast.result.slides.flatMap((slide: { lines: { code: string }[] }) => slide.lines.map((line) => line.code))).not.toContain('low-contrast');

    expect((await api.post(`${R}/fix`, { id })).body).toMatchObject({ code: 4001 });
    const bob = await createUser(api, 'bob@example.com');
    const fixed = ok(await api.post(`${R}/fix`, { id }, bob.token));
    expect(fixed).toMatchObject({ kind: 'presentation', copied: true });
    const project = ok(await api.get(`${P}/get?id=${fixed.projectId}`, bob.token));
    expect(project.document.pages).toHaveLength(5);
    expect(project.title).toBe('Sea Scouts Summer Camp 2026');
  });

  it('roasts a PDF split at its headings and quotes the figures of a slide full of numbers', async () => {
    const { id } = ok(await uploadFile(api, fixture('annual-report.pdf'), 'annual-report.pdf'));
    const roast = ok(await api.get(`${R}/get?id=${id}`));
    expect(roast.source.kind).toBe('pdf');
    const numbers = roast.result.slides.find((slide: { title: string }) => slide.title === '2. Our year in numbers');
    expect(numbers.lines).toContainEqual({ code: 'number-soup', params: expect.objectContaining({ figures: '18%, $14.8M, 9%' }) });
    expect(roast.result.deck.map((line: { code: string }) => line.code)).toContain('dense-deck');
  });

  it('gives the author their own deck on “fix it”, and others a copy only when the author allows copies', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const id = await sharedDeck(api, ada);
    const { id: roastId } = ok(await api.post(`${R}/share`, { link: `/share/${id}` }));
    expect(ok(await api.post(`${R}/fix`, { id: roastId }, ada.token))).toEqual({ projectId: id, kind: 'presentation', copied: false });
    expect((await api.post(`${R}/fix`, { id: roastId }, bob.token)).body).toMatchObject({ code: 4011 });
    ok(await api.post(`${P}/share/config/update`, { id, allowCopy: true }, ada.token));
    const copy = ok(await api.post(`${R}/fix`, { id: roastId }, bob.token));
    expect(copy.copied).toBe(true);
    expect(copy.projectId).not.toBe(id);
    expect((await api.post(`${R}/fix`, { id: 'A'.repeat(22) }, bob.token)).body).toMatchObject({ code: -4 });
    expect((await api.get(`${R}/get?id=${'A'.repeat(22)}`)).body).toMatchObject({ code: -4 });
  });

  it('refuses hostile and unsupported files with the upload codes: zip bomb 413 -2, other types 6000', async () => {
    const bomb = await uploadFile(api, zipBomb('pptx'), 'bomb.pptx');
    expect(bomb.status).toBe(413);
    expect(bomb.body).toMatchObject({ code: -2 });
    const exe = await uploadFile(api, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]), 'deck.pptx');
    expect(exe.body).toMatchObject({ code: 6000, message: 'This file type is not allowed to be uploaded.' });
    const docx = await uploadFile(api, zipOf(officeParts('docx')), 'deck.pptx');
    expect(docx.body).toMatchObject({ code: 6000 });
    expect((await uploadFile(api, fixture('summer-camp.pptx'), '../etc/passwd')).body).toMatchObject({ code: -2 });
    expect(await api.db.query('select id from roasts')).toEqual([]);
  });
});

describe('the roast’s limits', () => {
  const api = useTestServer('pglite', { env: { UPLOAD_MAX_DOCUMENT_MB: '1' } });

  it('refuses a file over the document upload limit with 413 -2', async () => {
    const answer = await uploadFile(api, new Uint8Array(1024 * 1024 + 1), 'big.pdf');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: -2 });
  });

  it(`lets one address make ${ROASTS_PER_ADDRESS} roasts in ten minutes, links and files together, then answers 0 Too frequent visits.`, async () => {
    for (let index = 0; index < ROASTS_PER_ADDRESS - 1; index++) expect((await api.post(`${R}/share`, { link: '/share/999999' })).body).toMatchObject({ code: -4 });
    expect((await uploadFile(api, fixture('summer-camp.pptx'), 'summer-camp.pptx')).body).toMatchObject({ code: 200 });
    const refused = await api.post(`${R}/share`, { link: '/share/999999' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 0, message: 'Too frequent visits.' });
    expect((await uploadFile(api, fixture('summer-camp.pptx'), 'summer-camp.pptx')).body).toMatchObject({ code: 0 });
  });
});
