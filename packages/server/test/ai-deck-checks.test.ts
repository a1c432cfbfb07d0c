import { ProjectDocument, readProject } from '@folio/layout';
import { checkDeck, FontRegistry, prepareDocument } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { afterAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer, FINISH, deltaEvent, startStream } from '../../ai/test/fake-openai-server.ts';
import { signIn } from './helpers/accounts.ts';
import { readStream } from './helpers/ai-streams.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { useTestServer } from './helpers/test-server.ts';

/**
 * Issue 17: a generated deck passes the deck checks. A model that writes its bullets in the
 * widest capitals (far wider than the character budgets of the slide layouts assume) makes a
 * slide taller than the frame; the server shortens it at whole bullets, or splits it, before it reaches the document.
 */
const fake = await FakeOpenAiServer.start();
/** The server's model settings: the fake server answers as `fake-chat`. */
const MODEL = { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-chat' };
afterAll(() => fake.close());

const LOUD = 'MWW MWMWM WWMMW MMWMMW WWW MWM MMMMM WMWMW WWWWW MWMW.';
const SLIDES = [
  { layout: 'title', title: 'Harbour energy', subtitle: 'What the battery changed' },
  // Titled after its storyline item: a slide whose title matches none is taken for one the model added (model-slides.ts).
  { layout: 'bullets', title: 'What the battery changed MWMWM WWMMW MMWMMW', lead: `${LOUD} ${LOUD}`, bullets: Array.from({ length: 8 }, (_, i) => `${i + 1}. ${LOUD} ${LOUD}`) },
];

async function overflowing(doc: ProjectDocument): Promise<string[]> {
  const prepared = await prepareDocument(doc, { fonts: await FontRegistry.create({ loadFontFile: readFontFile }), loadImage: () => Promise.reject(new Error('no pictures')) });
  return [...checkDeck(prepared)].flatMap(([pageId, findings]) => (findings.some((finding) => finding.code === 'overflow') ? [pageId] : []));
}

describe('generating a deck whose model writes an overflowing slide', () => {
  const api = useTestServer('pglite', { env: MODEL });

  test('comes back with every slide fitting, the overflowing one shortened at whole bullets or split', async () => {
    fake.answerWith(async (_request, response) => {
      startStream(response);
      response.write(deltaEvent(JSON.stringify({ slides: SLIDES })));
      response.end(FINISH);
    });
    const token = await signIn(api);
    const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Harbour' }, token);
    const projectId = Number(created.body!.data.id);
    const { events } = await readStream(api, '/api2/v1/ai/slide/generate', { projectId, replace: true, storyline: [{ id: 'a', text: 'Harbour energy' }, { id: 'b', text: 'What the battery changed' }] }, token);
    const slides = events.filter((event) => event.type === 'slide');
    // The model's text is fitted to the layout's budgets first (fit-model-slide); what still overflows there is shortened or split.
    expect(slides.every((slide) => ['fits', 'shortened', 'split'].includes(slide.fit))).toBe(true);
    expect(slides.flatMap((slide) => slide.findings.map((finding: { code: string }) => finding.code))).not.toContain('overflow');

    const editor = new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    const doc = ProjectDocument.parse(readProject(editor.doc));
    editor.close();
    expect(doc.pages.length).toBe(slides.length);
    expect(await overflowing(doc)).toEqual([]);
    // Whole bullets were kept: every bullet left on the slides ends its sentence.
    const bullets = doc.pages.flatMap((page) => JSON.stringify(page.layout).match(/(?<="text":")MWW [^"]*/g) ?? []);
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.length < 8 || doc.pages.length > SLIDES.length, 'the eight wide bullets did not all stay on one slide').toBe(true);
    for (const bullet of bullets) expect(bullet).toMatch(/MWMW\.$/);
  });
});
