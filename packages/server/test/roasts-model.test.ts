import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer, streams } from '../../ai/test/fake-openai-server.ts';
import { useTestServer } from './helpers/test-server.ts';
import { ok } from './helpers/workspace.ts';

/** With a model connected, the roast carries the model's own sentences beside the rules' lines. */
const fake = await FakeOpenAiServer.start();
/** The server's model settings: the fake server answers as `fake-chat`. */
const MODEL = { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-chat' };
afterAll(() => fake.close());

const R = '/api2/v1/roast';
const PPTX = readFileSync(new URL('../../../fixtures/references/summer-camp.pptx', import.meta.url));

function upload(api: ReturnType<typeof useTestServer>) {
  return api.request(`${R}/upload?name=summer-camp.pptx&language=de`, { method: 'POST', body: PPTX, headers: { 'content-type': 'application/octet-stream' } });
}

describe('a roast with a model connected', () => {
  const api = useTestServer('pglite', { env: MODEL });

  it('adds the model’s opener and per-slide quips, asked in the visitor’s language with the slides’ own words', async () => {
    let asked = '';
    fake.answerWith((request, response) => {
      asked = JSON.stringify(request.body.messages);
      return streams(JSON.stringify({ opener: 'Ein Zeltlager mit Zahlen.', slides: [{ slide: 3, quip: '$640 pro Kind: sagen Sie es, zeigen Sie es nicht.' }, { slide: 99, quip: 'ignored' }] }))(request, response);
    });
    const { id } = ok(await upload(api));
    const { result } = ok(await api.get(`${R}/get?id=${id}`));
    expect(asked).toContain('language whose code is \\"de\\"');
    expect(asked).toContain('The full camp costs $640 per scout');
    expect(result).toMatchObject({ writtenBy: 'model', opener: 'Ein Zeltlager mit Zahlen.', language: 'de' });
    expect(result.slides[2].quip).toBe('$640 pro Kind: sagen Sie es, zeigen Sie es nicht.');
    expect(result.slides.filter((slide: { quip?: string }) => slide.quip)).toHaveLength(1);
    // The rules' lines stay beside the quips, so every claim can be checked.
    expect(result.slides[2].lines.length).toBeGreaterThan(0);
  });

  it('stands on the rules alone when the model fails', async () => {
    fake.answerWith((_request, response) => {
      response.writeHead(500).end('{"error":"down"}');
    });
    const { id } = ok(await upload(api));
    const { result } = ok(await api.get(`${R}/get?id=${id}`));
    expect(result.writtenBy).toBe('rules');
    expect(result.opener).toBeUndefined();
    expect(result.slides).toHaveLength(5);
  });
});
