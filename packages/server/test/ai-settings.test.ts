import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer, streams, type Script } from '../../ai/test/fake-openai-server.ts';
import { readStream } from './helpers/ai-streams.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createUser, ok, type TestUser } from './helpers/workspace.ts';

/**
 * Issue 17 "A model in two clicks": the instance owner's AI settings. The fake model server
 * stands in for OpenAI-compatible servers, small HTTP servers for Ollama and LM Studio.
 */
const fake = await FakeOpenAiServer.start();
afterAll(() => fake.close());

const S = '/api2/v1/ai/settings';
const KEY = 'sk-folio-test-7f3a9c1e5b2d4f60wxyz';

/** An HTTP server on a free port answering `path` with `body`, as a local model server does. */
async function jsonServer(path: string, body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== path) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An address where nothing listens: a port taken and given back. */
async function closedAddress(): Promise<string> {
  const { url, close } = await jsonServer('/', {});
  await close();
  return url;
}

const ollama = await jsonServer('/api/tags', { models: [{ name: 'llama3.2:3b', size: 1 }, { name: 'qwen2.5:7b', size: 2 }] });
const lmStudio = await jsonServer('/v1/models', { object: 'list', data: [{ id: 'google/gemma-3-4b', object: 'model' }] });
const nowhere = await closedAddress();
afterAll(() => Promise.all([ollama.close(), lmStudio.close()]));

/** GET /models listing `ids`, answered only to `key` when one is given, as hosted services do. */
function lists(ids: string[], key?: string): Script {
  return ({ raw }, response) => {
    if (key && raw.headers.authorization !== `Bearer ${key}`) return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"Incorrect API key provided"}}');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) }));
  };
}

const unknownModel: Script = (_request, response) => {
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"The model `nope` does not exist","code":"model_not_found"}}');
};

async function owner(api: TestServer): Promise<{ owner: TestUser; other: TestUser }> {
  // The first account is the instance's owner when OWNER_EMAILS is not set.
  return { owner: await createUser(api, 'owner@example.com'), other: await createUser(api, 'other@example.com') };
}

const choice = (overrides: Record<string, unknown> = {}) => ({ preset: 'openai-compatible', baseUrl: fake.baseUrl, model: 'fake-chat', apiKey: KEY, ...overrides });

describe.each(databases)('AI model settings on %s', (kind) => {
  const api = useTestServer(kind, { env: { AI_DETECT_OLLAMA_URL: ollama.url, AI_DETECT_LMSTUDIO_URL: lmStudio.url } });

  test('only the instance owner may read, save, test, detect or forget the model; others are told it does not exist', async () => {
    const { owner: first, other } = await owner(api);
    const calls: Array<[string, 'GET' | 'POST', unknown]> = [
      [S, 'GET', undefined],
      [`${S}/update`, 'POST', choice()],
      [`${S}/test`, 'POST', { baseUrl: nowhere, model: 'x' }],
      [`${S}/detect`, 'GET', undefined],
      [`${S}/remove`, 'POST', {}],
    ];
    for (const [path, method, body] of calls) {
      const anonymous = method === 'GET' ? await api.get(path) : await api.post(path, body);
      expect(anonymous.body).toMatchObject({ code: 4001 });
      const stranger = method === 'GET' ? await api.get(path, other.token) : await api.post(path, body, other.token);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
    }
    expect((await api.db.query('select * from ai_model_settings')).length).toBe(0);
    for (const [path, method, body] of calls) ok(method === 'GET' ? await api.get(path, first.token) : await api.post(path, body, first.token));
    expect(ok(await api.get('/api2/v1/ai/provider', first.token)).configurable).toBe(true);
    expect(ok(await api.get('/api2/v1/ai/provider', other.token)).configurable).toBe(false);
  });

  test('keeps the key sealed: answers only that a key is set and its last four characters, and stores no plaintext', async () => {
    const { owner: first } = await owner(api);
    ok(await api.post(`${S}/update`, choice(), first.token));

    const answer = await api.get(S, first.token);
    expect(answer.text).not.toContain(KEY);
    expect(ok(answer).saved).toMatchObject({ preset: 'openai-compatible', baseUrl: fake.baseUrl, model: 'fake-chat', key: { set: true, last4: 'wxyz', unreadable: false } });
    const [row] = await api.db.query<Record<string, unknown>>('select * from ai_model_settings');
    expect(JSON.stringify(row)).not.toContain(KEY);
    expect(JSON.stringify(row)).not.toContain(KEY.slice(3, -4));
    expect(row!.api_key_ciphertext).toMatch(/^v1:/);

    // Saving without a key keeps the saved one; null forgets it.
    ok(await api.post(`${S}/update`, choice({ apiKey: undefined, model: 'other-model' }), first.token));
    expect(ok(await api.get(S, first.token)).saved).toMatchObject({ model: 'other-model', key: { set: true, last4: 'wxyz' } });
    ok(await api.post(`${S}/update`, choice({ apiKey: null }), first.token));
    expect(ok(await api.get(S, first.token)).saved.key).toEqual({ set: false, last4: null, unreadable: false });
  });

  test('the saved key goes only to the saved server: not in a test of another address, and not kept when moving to one', async () => {
    const { owner: first } = await owner(api);
    ok(await api.post(`${S}/update`, choice(), first.token));
    // The same stand-in under another name is another server as far as a key is concerned.
    const elsewhere = fake.baseUrl.replace('127.0.0.1', 'localhost');
    const seen: Array<string | undefined> = [];
    fake.answerWith((request, response) => {
      seen.push(request.raw.headers.authorization);
      return lists(['fake-chat'], KEY)(request, response);
    });
    expect(ok(await api.post(`${S}/test`, { baseUrl: elsewhere, model: 'fake-chat' }, first.token))).toMatchObject({ verdict: 'unauthorised' });
    expect(seen).toEqual([undefined]);

    ok(await api.post(`${S}/update`, choice({ baseUrl: elsewhere, apiKey: undefined }), first.token));
    expect(ok(await api.get(S, first.token)).saved).toMatchObject({ baseUrl: elsewhere, key: { set: false, last4: null } });
  });

  test('a connection test that works says so, with the time to the first token, using the saved key', async () => {
    const { owner: first } = await owner(api);
    ok(await api.post(`${S}/update`, choice(), first.token));
    let chatAuthorization: string | undefined;
    fake.answerWith(lists(['fake-chat', 'fake-large'], KEY), (request, response) => {
      chatAuthorization = request.raw.headers.authorization;
      return streams('OK')(request, response);
    });
    const report = ok(await api.post(`${S}/test`, { baseUrl: fake.baseUrl, model: 'fake-chat' }, first.token));
    expect(report).toMatchObject({ verdict: 'ok', reachable: true, authorised: true, modelFound: true, streams: true, models: ['fake-chat', 'fake-large'] });
    expect(report.firstTokenMs).toEqual(expect.any(Number));
    expect(chatAuthorization).toBe(`Bearer ${KEY}`);
  });

  test('a wrong key is "not authorised", an unknown model "model not found", a closed port "not reachable"', async () => {
    const { owner: first } = await owner(api);
    fake.answerWith(lists(['fake-chat'], KEY));
    expect(ok(await api.post(`${S}/test`, { baseUrl: fake.baseUrl, model: 'fake-chat', apiKey: 'sk-wrong' }, first.token))).toMatchObject({
      verdict: 'unauthorised',
      reachable: true,
      authorised: false,
      modelFound: null,
    });

    fake.answerWith(lists(['fake-chat'], KEY), unknownModel);
    expect(ok(await api.post(`${S}/test`, { baseUrl: fake.baseUrl, model: 'nope', apiKey: KEY }, first.token))).toMatchObject({
      verdict: 'model_not_found',
      authorised: true,
      modelFound: false,
      models: ['fake-chat'],
    });

    expect(ok(await api.post(`${S}/test`, { baseUrl: `${nowhere}/v1`, model: 'fake-chat' }, first.token))).toMatchObject({ verdict: 'unreachable', reachable: false });
  });

  test('finds Ollama and LM Studio listening on this machine and lists their models', async () => {
    const { owner: first } = await owner(api);
    expect(ok(await api.get(`${S}/detect`, first.token)).servers).toEqual([
      { preset: 'ollama', baseUrl: `${ollama.url}/v1`, models: ['llama3.2:3b', 'qwen2.5:7b'] },
      { preset: 'lm-studio', baseUrl: `${lmStudio.url}/v1`, models: ['google/gemma-3-4b'] },
    ]);
  });

  test('a generation uses the model just saved, without a restart, and the composer again once it is forgotten', async () => {
    const { owner: first, other } = await owner(api);
    expect(ok(await api.get('/api2/v1/ai/provider', other.token))).toMatchObject({ kind: 'composer' });
    ok(await api.post(`${S}/update`, choice(), first.token));
    expect(ok(await api.get('/api2/v1/ai/provider', other.token))).toMatchObject({ kind: 'openai-compatible', model: 'fake-chat' });

    const before = fake.requests.length;
    let authorization: string | undefined;
    fake.answerWith((request, response) => {
      authorization = request.raw.headers.authorization;
      return streams(JSON.stringify({ title: 'Bread by bike', items: [{ text: 'Bread by bike' }, { text: 'Order by nine' }] }))(request, response);
    });
    const { events } = await readStream(api, '/api2/v1/ai/slide/plan', { prompt: 'A bakery that delivers by bike' }, other.token);
    expect(events.filter((event) => event.type === 'item').map((event) => event.item.text)).toEqual(['Bread by bike', 'Order by nine']);
    expect(fake.requests.slice(before).map((request) => request.model)).toEqual(['fake-chat']);
    expect(authorization).toBe(`Bearer ${KEY}`);

    ok(await api.post(`${S}/remove`, {}, first.token));
    expect(ok(await api.get('/api2/v1/ai/provider', other.token))).toMatchObject({ kind: 'composer' });
  });
});

describe.each(databases)('AI model settings with OWNER_EMAILS on %s', (kind) => {
  const api = useTestServer(kind, { env: { OWNER_EMAILS: 'Boss@Example.com, ops@example.com' } });

  test('the listed addresses are the owners, not the first account', async () => {
    const first = await createUser(api, 'first@example.com');
    const boss = await createUser(api, 'boss@example.com');
    expect((await api.get(S, first.token)).body).toMatchObject({ code: -4 });
    expect(ok(await api.get(S, boss.token))).toMatchObject({ saved: null, environment: null });
  });
});

describe.each(databases)('AI model settings under AI_BASE_URL on %s', (kind) => {
  // The server's settings name a model, as AI_BASE_URL and AI_MODEL in the environment of `folio start` do.
  const api = useTestServer(kind, { env: () => ({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'env-model' }) });

  test('the environment seeds the screen and overrides a saved model, which is kept for when it is removed', async () => {
    const { owner: first, other } = await owner(api);
    expect(ok(await api.get(S, first.token))).toMatchObject({ saved: null, environment: { baseUrl: fake.baseUrl, model: 'env-model', keySet: false, variables: ['AI_BASE_URL', 'AI_MODEL'] } });
    ok(await api.post(`${S}/update`, choice({ model: 'saved-model' }), first.token));
    expect(ok(await api.get(S, first.token)).saved).toMatchObject({ model: 'saved-model' });
    expect(ok(await api.get('/api2/v1/ai/provider', other.token))).toMatchObject({ kind: 'openai-compatible', model: 'env-model' });
  });
});
