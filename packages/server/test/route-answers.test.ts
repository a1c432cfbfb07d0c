import { describe, expect, test } from 'vitest';
import { VERIFY_EMAIL_PATH } from '../src/domains/account/register.ts';
import { useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, md5, ok, PNG, putUpload } from './helpers/workspace.ts';

/**
 * The answers that are not the §7 envelope (streams, files, redirects, pages) go through the
 * same route definition as the JSON calls: refused input is the §8 envelope before a byte of
 * anything else, and what is sent keeps its type and headers.
 */

const PLAN = '/api2/v1/ai/slide/plan';
const CHAT = '/api2/v1/ai/chat2';

function postJson(api: TestServer, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${api.server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('streams, files, redirects and pages', () => {
  const api = useTestServer('pglite');

  test('a stream refuses a bad body with -2 in the envelope and streams nothing', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    for (const body of [{ projectId: project.id, messages: [] }, { projectId: project.id, messages: [{ role: 'user', content: 'Shorter' }], colour: 'red' }]) {
      const response = await postJson(api, CHAT, body, ada.token);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: -2, message: 'Parameter error.', data: null });
    }
  });

  test('a stream asks for a sign-in (4001) before it reads the body', async () => {
    const response = await postJson(api, PLAN, { nonsense: true });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe(4001);
  });

  test('a stream answers event lines, uncached and unbuffered by proxies', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const response = await postJson(api, PLAN, { prompt: 'Bread by bike' }, ada.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const events = (await response.text()).split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
    expect(events.at(-1)).toEqual({ type: 'status', status: expect.anything() });
    expect(events.some((event) => event.type === 'item')).toBe(true);
  });

  test('a file keeps its type and cache headers whatever query it is loaded with', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key } = await putUpload(api, ada, PNG);
    ok(await api.post('/api2/v1/upload/bind', { key, name: 'dot.png', hash: md5(PNG) }, ada.token));
    for (const query of ['', '?v=2', '?v=2&utm_source=mail']) {
      const answer = await api.get(`/files/${key}${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''dot.png");
    }
    expect((await api.get(`/files/${key}?download=1`)).headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''dot.png");
    const missing = await api.get('/files/not-a-key');
    expect([missing.status, missing.body?.code]).toEqual([404, -4]);
  });

  test('the link in a verification mail lands on the app page whatever else it carries', async () => {
    const answer = await api.get(`${VERIFY_EMAIL_PATH}?token=nobody&utm_source=mail&token=again`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${api.url}/verify?verifyStatus=expired`);
  });

  test('a development page is HTML that is never cached, with or without a query', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox?refresh=1']) {
      const answer = await api.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
