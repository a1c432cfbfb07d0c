import type { TestServer } from './test-server.ts';
import { ok, type TestUser } from './workspace.ts';

/** Helpers of the AI call tests: streams as the app reads them, decks with speaker notes, task polling. */

/** Reads a §7 stream: every `data: ` line's JSON, in order. */
export async function readStream(api: TestServer, path: string, body: unknown, token: string): Promise<{ events: any[]; json?: any; status: number }> {
  const response = await fetch(`http://127.0.0.1:${api.server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('event-stream')) return { status: response.status, events: [], json: JSON.parse(text) };
  return { status: response.status, events: text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6))) };
}

/** A one-slide deck whose slide says `text` and whose speaker notes are `script`. */
export function deckWith(text: string, script: string) {
  return {
    pages: [{ id: 'slide-1', layout: { id: 'r', type: 'row', children: [{ id: 'c', type: 'content', content: { kind: 'text', paragraphs: [{ spans: [{ text }] }] } }] } }],
    scriptMap: { 'slide-1': [{ id: 's1', text: script }] },
  };
}

export async function poll(api: TestServer, user: TestUser, taskId: string): Promise<any> {
  for (let tries = 0; tries < 100; tries++) {
    const answer = ok(await api.get(`/api/iart/v1/documentMessage/polling?taskId=${taskId}`, user.token));
    if (answer.status !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task stayed pending');
}
