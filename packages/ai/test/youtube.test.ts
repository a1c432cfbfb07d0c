import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, TranscriptUnavailableError, extractYoutube, youtubeVideoId } from '../src/index.ts';

let server: Server;
let port: number;
const allow = (address: string, at: number) => address === '127.0.0.1' && at === port;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/watch' && url.searchParams.get('v') === 'dQw4w9WgXcQ') {
      const tracks = JSON.stringify([{ baseUrl: `/api/timedtext?v=dQw4w9WgXcQ\\u0026lang=en`, languageCode: 'en' }]);
      response.end(`<html><head><title>How tides work - YouTube</title></head><body><script>var x = {"captionTracks":${tracks},"other":1};</script></body></html>`);
    } else if (url.pathname === '/api/timedtext') {
      response.end('<?xml version="1.0"?><transcript><text start="0.5" dur="3">The moon pulls on the sea.</text><text start="4" dur="3">That&amp;#39;s why we get two tides a day.</text><text start="70" dur="3">Spring tides come at full and new moon.</text></transcript>');
    } else response.end('<html><head><title>No captions - YouTube</title></head><body>{"playabilityStatus":{}}</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('video transcripts', () => {
  it('recognises YouTube links in their usual forms', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?t=4', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']) {
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
    }
    expect(youtubeVideoId('https://vimeo.com/1234')).toBeUndefined();
  });

  it('turns the captions into a transcript reference, in paragraphs of about a minute', async () => {
    const reference = await extractYoutube('https://youtu.be/dQw4w9WgXcQ', { origin: `http://127.0.0.1:${port}`, allowForTests: allow });
    expect(reference.title).toBe('How tides work');
    expect(reference.source).toEqual({ kind: 'video', name: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(reference.sections[0]!.paragraphs).toEqual(["The moon pulls on the sea. That's why we get two tides a day.", 'Spring tides come at full and new moon.']);
  });

  it('says clearly when a video has no captions', async () => {
    await expect(extractYoutube('https://www.youtube.com/watch?v=aaaaaaaaaaa', { origin: `http://127.0.0.1:${port}`, allowForTests: allow })).rejects.toBeInstanceOf(TranscriptUnavailableError);
    await expect(extractYoutube('https://example.com/not-a-video')).rejects.toThrow(/not a YouTube video link/);
  });

  it('fetches through the SSRF guard', async () => {
    await expect(extractYoutube('https://youtu.be/dQw4w9WgXcQ', { origin: `http://127.0.0.1:${port}` })).rejects.toBeInstanceOf(FetchRefusedError);
  });
});
