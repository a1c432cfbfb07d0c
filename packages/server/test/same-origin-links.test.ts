import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer } from '../../ai/test/fake-openai-server.ts';
import { LOGIN } from './helpers/accounts.ts';
import { deckWith, poll } from './helpers/ai-streams.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, makePro, md5, ok, PNG, type TestUser } from './helpers/workspace.ts';

/**
 * Without PUBLIC_URL the server cannot know the address people open it at: 127.0.0.1, a LAN
 * address or a name as often as `localhost`. A browser fetches only from the page's own origin,
 * so every link the app fetches must land there whatever the address; the links people send to
 * others (mails, share and invite links) keep the default base and never take a request's Host.
 */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(256, 7)]);
let fake: FakeOpenAiServer;
const env: Record<string, string> = {};

beforeAll(async () => {
  fake = await FakeOpenAiServer.start();
  Object.assign(env, { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TTS_MODEL: 'fake-tts', AI_TTS_VOICE: 'nova' });
});
afterAll(async () => {
  await fake.close();
});

/** A link the server handed out, resolved as the page at `api.origin` resolves it; it must stay on that origin. */
function onPageOrigin(api: TestServer, link: string): URL {
  const resolved = new URL(link, api.origin);
  expect(resolved.origin, link).toBe(api.origin);
  return resolved;
}

/** A JSON POST naming another Host, as a forged or misdirected request would. */
function postWithHost(api: TestServer, host: string, path: string, body: unknown, token: string): Promise<any> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${api.origin}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

async function uploadImage(api: TestServer, user: TestUser): Promise<{ id: number; url: string }> {
  const target = ok(await api.get('/api2/v1/upload/url?type=image%2Fpng&source_type=normal', user.token));
  const put = await fetch(onPageOrigin(api, target.url), { method: 'PUT', body: PNG, headers: { 'content-type': 'application/octet-stream' } });
  expect(put.status, await put.text()).toBe(200);
  onPageOrigin(api, target.download);
  return ok(await api.post('/api2/v1/upload/bind', { key: target.key, name: 'card.png', hash: md5(PNG) }, user.token));
}

describe.each(databases)('links without PUBLIC_URL, the app opened at 127.0.0.1, on %s', (kind) => {
  const api = useTestServer(kind, { env });

  test('an export downloads from the link export/get gives', async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const project = await createProject(api, ada, { title: 'Harbour walk' });
    const { taskId } = ok(await api.post('/api2/v1/export/post', { type: 'pdf', projectId: project.id }, ada.token));
    let task = ok(await api.get(`/api2/v1/export/get?taskId=${taskId}`, ada.token));
    while (task.status === 'pending') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = ok(await api.get(`/api2/v1/export/get?taskId=${taskId}`, ada.token));
    }
    expect(task).toMatchObject({ status: 'success', fileName: 'Harbour walk.pdf' });
    const download = await fetch(onPageOrigin(api, task.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an upload is sent to the page origin, and read back from it as itself, a thumbnail and an avatar', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const image = await uploadImage(api, ada);
    const project = await createProject(api, ada);
    const updated = ok(await api.post('/api/iart/v1/project/updateProject', { id: project.id, thumbnailId: image.id }, ada.token));
    const listed = ok(await api.get('/api2/v1/project/list', ada.token)).list[0];
    const fetched = ok(await api.get(`/api2/v1/project/get?id=${project.id}`, ada.token));
    const profile = ok(await api.post('/api/iart/v1/userProfile/edit', { headFileImageId: image.id }, ada.token));
    for (const link of [image.url, updated.thumbnail, listed.thumbnail, fetched.thumbnail, profile.avatar]) {
      const served = await fetch(onPageOrigin(api, link));
      expect(served.status, link).toBe(200);
      expect(served.headers.get('content-type'), link).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG), link).toBe(true);
    }
  });

  test('speaker-note audio plays from the page origin', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { doc: deckWith('Welcome', 'Good morning.') });
    fake.answerWith((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3));
    const { taskId } = ok(await api.post('/api/iart/v1/documentMessage/tts', { projectId: project.id, pageId: 'slide-1' }, ada.token));
    const done = await poll(api, ada, taskId);
    expect(done).toMatchObject({ status: 'success', engine: 'provider' });
    const audio = await fetch(onPageOrigin(api, done.url));
    expect(Buffer.from(await audio.arrayBuffer()).equals(MP3)).toBe(true);
  });

  test("a viewer who came from another page of the app opened at 127.0.0.1 counts as direct, not as a referrer", async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const project = await createProject(api, ada);
    ok(await api.post('/api2/v1/project/share/config/update', { id: project.id, enabled: true }, ada.token));
    const record = (view: string, referrer: string) => api.post('/api2/v1/project/share/views/record', { id: project.id, viewer: 'viewer-0000-aaaa', view, referrer });
    ok(await record('view-0001-aaaa', `${api.origin}/workspace`));
    ok(await record('view-0002-aaaa', 'https://t.co/abc'));
    const stats = ok(await api.get(`/api2/v1/project/share/views/stats?id=${project.id}`, ada.token));
    expect(stats.sources).toEqual([
      { channel: '', referrer: '', views: 1 },
      { channel: '', referrer: 't.co', views: 1 },
    ]);
  });

  test('share links, invite links and invitation mails keep the default address whatever Host a request names', async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const project = await createProject(api, ada);
    const host = `attacker.example:${api.server.port}`;
    const share = await postWithHost(api, host, '/api2/v1/project/share/config/update', { id: project.id, enabled: true }, ada.token);
    expect(share.data.url).toBe(`${api.url}/share/${project.id}`);
    const invite = await postWithHost(api, host, `${LOGIN}/sendInvitationEmail`, { email: 'friend@example.com' }, ada.token);
    expect(invite).toMatchObject({ code: 1 });
    const [mail] = await api.mailsTo('friend@example.com');
    expect(mail!.text_body).toContain(`${api.url}/register?r=`);
    expect(mail!.text_body).not.toContain('attacker.example');
    expect(ok(await api.get(`${LOGIN}/getUserInfo`, ada.token)).inviteLink).toMatch(new RegExp(`^${api.url}/\\?r=`));
    expect(api.url).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
