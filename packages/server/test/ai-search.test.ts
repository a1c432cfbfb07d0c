import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readStream } from './helpers/ai-streams.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, localPath, ok, type TestUser } from './helpers/workspace.ts';

const SEARCH = '/api2/v1/ai/search';
const I = '/api/sophie/v1/aiInteraction';

/** A document upload (upload/url with source_type document, PUT, bind), as the reference panel makes one. */
async function uploadDocument(api: TestServer, user: TestUser, name: string, text: string): Promise<number> {
  const bytes = Buffer.from(text);
  const target = ok(await api.get('/api2/v1/upload/url?type=text%2Fmarkdown&source_type=document', user.token));
  await api.request(localPath(target.url), { method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream' } });
  return ok(await api.post('/api2/v1/upload/bind', { key: target.key, name, hash: createHash('md5').update(bytes).digest('hex') }, user.token)).id;
}

const ADA_NOTES = '# Harbour ferries\n\n## Timetable\n\nThe harbour ferry timetable changes in March: boats leave every 20 minutes on weekdays.\n\n## Tickets\n\nMonthly passes cost 40 euros.';
const EVE_NOTES = '# Eve ferry diary\n\n## Timetable\n\nMy private ferry timetable notes about the zeppelin crossing.';

async function twoWorkspaces(api: TestServer) {
  const ada = await createUser(api, 'ada@example.com');
  const eve = await createUser(api, 'eve@example.com');
  const adaUpload = await uploadDocument(api, ada, 'harbour.md', ADA_NOTES);
  const eveUpload = await uploadDocument(api, eve, 'eve.md', EVE_NOTES);
  const adaProject = await createProject(api, ada, { title: 'Ferry timetable pitch' });
  const eveProject = await createProject(api, eve, { title: 'Eve ferry timetable zeppelin plan' });
  return { ada, eve, adaUpload, eveUpload, adaProject: String(adaProject.id), eveProject: String(eveProject.id) };
}

function cardsOf(events: any[]): any[] {
  expect(events.at(-1)).toEqual({ type: 'done' });
  return events.filter((event) => event.type === 'card').map((event) => event.card);
}

describe.each(databases)('search on %s', (kind) => {
  let searxUrl: string | undefined;
  const api = useTestServer(kind, { env: (): Record<string, string> => (searxUrl ? { SEARXNG_URL: searxUrl } : {}) });

  describe('without a web search engine', () => {
    test("finds the person's own uploads and projects, and never anyone else's", async () => {
      const { ada, adaUpload, eveUpload, adaProject, eveProject } = await twoWorkspaces(api);
      for (const [path, body] of [
        [SEARCH, { query: 'ferry timetable' }],
        [`${I}/generalSearch`, { query: 'ferry timetable', time: 'Past week' }],
        [`${I}/otherSearch`, { query: 'ferry timetable', domain: 'example.org' }],
      ] as const) {
        const cards = cardsOf((await readStream(api, path, body, ada.token)).events);
        expect(cards.find((card) => card.origin === 'reference'), path).toMatchObject({ uploadId: adaUpload, title: expect.stringContaining('Harbour ferries') });
        expect(cards.find((card) => card.origin === 'project'), path).toMatchObject({ projectId: adaProject, title: 'Ferry timetable pitch' });
        expect(cards.some((card) => card.uploadId === eveUpload || card.projectId === eveProject || /zeppelin|Eve/.test(JSON.stringify(card))), path).toBe(false);
      }
    });

    test('a card carries a reference that a generation takes as it is, and rc false drops the citations', async () => {
      const { ada } = await twoWorkspaces(api);
      const cited = cardsOf((await readStream(api, SEARCH, { query: 'monthly passes', keywords: ['tickets'] }, ada.token)).events);
      expect(cited[0]).toMatchObject({ origin: 'reference', citation: 'harbour.md', reference: { sections: [{ heading: 'Tickets' }] } });
      const plan = await readStream(api, '/api2/v1/ai/slide/plan', { prompt: 'Ferry passes', references: [cited[0].reference] }, ada.token);
      expect(plan.events.at(-1)).toEqual({ type: 'status', status: 9999 });
      const uncited = cardsOf((await readStream(api, SEARCH, { query: 'monthly passes', rc: false }, ada.token)).events);
      expect(uncited.length).toBeGreaterThan(0);
      expect(uncited.every((card) => card.citation === undefined)).toBe(true);
    });

    test('recommends keywords from the own references and projects only; suggests questions for a prompt', async () => {
      const { ada } = await twoWorkspaces(api);
      const { keywords } = ok(await api.get('/api2/v1/ai/search/recommend', ada.token));
      expect(keywords).toEqual(expect.arrayContaining(['ferry', 'timetable']));
      expect(keywords).not.toContain('zeppelin');
      const { questions } = ok(await api.get(`${I}/getSearchQuestions?prompt=${encodeURIComponent('A talk about harbour ferries')}`, ada.token));
      expect(questions[0]).toBe('What is harbour ferries?');
      expect((await api.get(`${I}/getSearchQuestions`, ada.token)).body).toMatchObject({ code: -2 });
    });

    test('bad input is -2 before anything streams, and anonymous callers must sign in', async () => {
      const ada = await createUser(api, 'ada@example.com');
      expect((await readStream(api, SEARCH, { query: '' }, ada.token)).json).toMatchObject({ code: -2 });
      expect((await readStream(api, `${I}/otherSearch`, { query: 'x', domain: 'not a site' }, ada.token)).json).toMatchObject({ code: -2 });
      expect((await readStream(api, SEARCH, { query: 'x', time: 'Yesterday' }, ada.token)).json).toMatchObject({ code: -2 });
      const anonymous = await api.post(SEARCH, { query: 'ferry' });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('with SearXNG configured', () => {
    let searx: Server;
    const asked: URL[] = [];
    beforeAll(async () => {
      searx = createServer((request, response) => {
        asked.push(new URL(request.url!, 'http://searx.test'));
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            results: [
              { url: 'https://www.example.org/ferries', title: 'Ferry news', content: 'x'.repeat(2500), publishedDate: '2026-03-01', thumbnail: 'https://img.example.org/ferry.jpg' },
              { url: 'https://example.org/other', title: 'Other', content: 'More about ferries' },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => searx.listen(0, '127.0.0.1', resolve));
      searxUrl = `http://127.0.0.1:${(searx.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      searxUrl = undefined;
      searx.closeAllConnections();
      await new Promise((resolve) => searx.close(resolve));
    });

    test('streams the web results as cards with thumbnail and citation, keeping to the site and period asked for', async () => {
      const { ada } = await twoWorkspaces(api);
      const cards = cardsOf((await readStream(api, SEARCH, { query: 'ferry', keywords: ['harbour'], domain: 'example.org', time: 'Past month' }, ada.token)).events);
      expect(cards).toHaveLength(2);
      expect(cards[0]).toMatchObject({ origin: 'web', url: 'https://www.example.org/ferries', image: 'https://img.example.org/ferry.jpg', citation: 'Ferry news, example.org, 2026-03-01' });
      expect(cards[0].snippet).toHaveLength(2000);
      const query = asked.at(-1)!;
      expect(query.searchParams.get('q')).toBe('ferry harbour site:example.org');
      expect(query.searchParams.get('time_range')).toBe('month');
      expect(cards.some((card) => card.origin !== 'web')).toBe(false);
    });
  });

  describe('the thumbnail proxy /image/u', () => {
    let inside: Server;
    let hits = 0;
    beforeAll(async () => {
      inside = createServer((_request, response) => {
        hits++;
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
      });
      await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      inside.closeAllConnections();
      await new Promise((resolve) => inside.close(resolve));
    });

    test('refuses this machine, the private network and addresses that are not web pages, without fetching them', async () => {
      const port = (inside.address() as AddressInfo).port;
      for (const url of [`http://127.0.0.1:${port}/cat.png`, `http://localhost:${port}/cat.png`, 'http://10.0.0.8/cat.png', 'http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd', 'data:image/png;base64,iVBORw0KGgo=']) {
        const answer = await api.get(`/image/u?url=${encodeURIComponent(url)}`);
        expect(answer.body, url).toMatchObject({ code: -2 });
        expect(answer.headers.get('content-type'), url).toContain('application/json');
      }
      expect(hits).toBe(0);
      expect((await api.get('/image/u')).body).toMatchObject({ code: -2 });
    });
  });
});
