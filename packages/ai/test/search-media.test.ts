import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSER, FetchRefusedError, LocalSearch, OpenAiSpeech, fetchPublicImage, searchQuestions } from '../src/index.ts';
import { Reference, ReferenceCard } from '@folio/contracts';
import { loadFixture } from './fixture-references.ts';
import { ScriptedModel } from './scripted-model.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a6b60000000049454e44ae426082', 'hex');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]);

let site: Server;
let port: number;
const speechRequests: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/audio/speech') {
        speechRequests.push({ path: request.url, auth: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3);
      } else if (request.url === '/cat.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (request.url === '/page-as-png') response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>');
      else if (request.url === '/huge.png') response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
      else if (request.url === '/to-internal') response.writeHead(302, { location: 'http://10.1.2.3/cat.png' }).end();
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** The test site on 127.0.0.1 stands in for the public web; nothing else on this machine does. */
const asPublic = { allowForTests: (address: string, at: number) => address === '127.0.0.1' && at === port };

describe('image proxy fetch', () => {
  it('answers a public image with the type its bytes show', async () => {
    const image = await fetchPublicImage(`http://127.0.0.1:${port}/cat.png`, asPublic);
    expect(image.mime).toBe('image/png');
    expect(Buffer.from(image.body).equals(PNG)).toBe(true);
  });

  it('refuses a page that calls itself an image, an oversized image, and redirects into the private network', async () => {
    await expect(fetchPublicImage(`http://127.0.0.1:${port}/page-as-png`, asPublic)).rejects.toThrow(/does not hold a PNG/);
    await expect(fetchPublicImage(`http://127.0.0.1:${port}/huge.png`, asPublic)).rejects.toThrow(/larger than/);
    await expect(fetchPublicImage(`http://127.0.0.1:${port}/to-internal`, asPublic)).rejects.toBeInstanceOf(FetchRefusedError);
  });

  it('never fetches from this machine without the test allowance', async () => {
    await expect(fetchPublicImage(`http://127.0.0.1:${port}/cat.png`)).rejects.toThrow(/not public/);
  });
});

describe('speech', () => {
  it('posts the script to /audio/speech with the voice asked for and answers the MP3', async () => {
    const speech = new OpenAiSpeech({ baseUrl: `http://127.0.0.1:${port}/v1/`, model: 'tts-1', apiKey: 'k-1', voice: 'nova' });
    const audio = await speech.speak('Welcome to the quarterly review.', { voice: 'echo' });
    expect(Buffer.from(audio).equals(MP3)).toBe(true);
    expect(speechRequests.at(-1)).toEqual({ path: '/v1/audio/speech', auth: 'Bearer k-1', body: { model: 'tts-1', input: 'Welcome to the quarterly review.', voice: 'echo', response_format: 'mp3' } });
    await speech.speak('Second slide.');
    expect(speechRequests.at(-1)!.body.voice).toBe('nova');
  });

  it('reads a script longer than one request takes in sentence-sized parts joined into one file', async () => {
    const speech = new OpenAiSpeech({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tts-1' });
    const before = speechRequests.length;
    const script = Array.from({ length: 150 }, (_, index) => `Sentence number ${index + 1} of a long speaker note goes on for a while.`).join(' ');
    const audio = await speech.speak(script);
    const sent = speechRequests.slice(before).map((request) => String(request.body.input));
    expect(sent.length).toBe(3);
    for (const part of sent) expect(part.length).toBeLessThanOrEqual(4096);
    expect(sent.join(' ')).toBe(script);
    expect(audio.length).toBe(MP3.length * 3);
  });

  it('fails with the server status when the speech server refuses', async () => {
    const speech = new OpenAiSpeech({ baseUrl: `http://127.0.0.1:${port}/nothing-here`, model: 'tts-1' });
    await expect(speech.speak('Hello')).rejects.toMatchObject({ code: 'http_error', status: 404 });
  });
});

describe('search questions', () => {
  it('offline, asks about the topic of the prompt in its own words', async () => {
    const questions = await searchQuestions(COMPOSER, { prompt: 'A presentation about urban beekeeping in Berlin' });
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions[0]).toBe('What is urban beekeeping in Berlin?');
    for (const question of questions) expect(question).toMatch(/\?$/);
  });

  it('from a model, as many distinct questions as asked', async () => {
    const model = new ScriptedModel([JSON.stringify({ questions: ['How many beekeepers are in Berlin?', 'How many beekeepers are in Berlin?', 'Do city bees make more honey?', 'What do bees need?'] })]);
    expect(await searchQuestions(model, { prompt: 'Urban beekeeping', count: 2 })).toEqual(['How many beekeepers are in Berlin?', 'Do city bees make more honey?']);
  });
});

describe('local search cards', () => {
  it('carry the passage found as a reference, and the upload or project it came from', async () => {
    const report = await loadFixture('annual-report.pdf');
    const search = new LocalSearch({ references: [{ ...report, uploadId: 17 }], projects: [{ id: '42', title: 'Battery storage pitch', text: 'Why a second battery pays for itself' }] });
    const cards = await search.search({ query: 'battery storage' });
    for (const card of cards) {
      expect(ReferenceCard.parse(card)).toEqual(card);
      expect(Reference.parse(card.reference)).toBeTruthy();
    }
    const fromUpload = cards.find((card) => card.origin === 'reference')!;
    expect(fromUpload.uploadId).toBe(17);
    expect(fromUpload.reference!.sections).toHaveLength(1);
    expect(cards.find((card) => card.origin === 'project')).toMatchObject({ projectId: '42', url: '/presentation/42', reference: { title: 'Battery storage pitch' } });
  });
});
