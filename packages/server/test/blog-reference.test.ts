import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/settings.ts';
import { signIn } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

const EXTRACT = '/api2/v1/upload/extract/url';

const POST = `<!doctype html><html><head><title>Five lessons from a year of cycling to work</title></head><body><article>
<h1>Five lessons from a year of cycling to work</h1>
<p>Last autumn I sold the car and started riding the eleven kilometres to the office every day.</p>
<img src="/route.png" alt="The route along the river">
<h2>Rain is rarely the problem</h2><p>Good mudguards and a light jacket cover ninety percent of the wet days.</p>
<h2>Mornings got better</h2><p>I arrive awake, and the commute became the calmest part of my day.</p>
<figure><img src="/bike.jpg" alt="The bike at the office rack"></figure>
</article></body></html>`;

/** A blog on this machine: the kind of address the SSRF guard refuses unless REFERENCE_FETCH_ALLOW names it. */
function serveBlog(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/logo.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POST);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const blog = await serveBlog();
const blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => blog.close(() => resolve())));

describe.each(databases)('a blog post as a reference on %s', (kind) => {
  const api = useTestServer(kind, { env: { REFERENCE_FETCH_ALLOW: `127.0.0.1:${(blog.address() as AddressInfo).port}` } });

  it('reads a post at an allowed address: title, headings, paragraphs and images', async () => {
    const token = await signIn(api);
    const answer = await api.post(EXTRACT, { url: `${blogUrl}/2026/cycling` }, token);
    expect(answer.body?.code).toBe(200);
    const reference = answer.body!.data.reference;
    expect(reference.title).toBe('Five lessons from a year of cycling to work');
    const headings = reference.sections.map((section: { heading: string }) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Rain is rarely the problem', 'Mornings got better']));
    expect(JSON.stringify(reference.sections)).toContain('sold the car');
    expect(reference.images).toHaveLength(2);
  });

  it('still refuses this machine on any other port, and a page that is not HTML', async () => {
    const token = await signIn(api);
    const other = await api.post(EXTRACT, { url: `http://127.0.0.1:${api.server.port}/dev/mailbox` }, token);
    expect(other.body).toMatchObject({ code: -2, message: expect.stringContaining('not public') });
    const image = await api.post(EXTRACT, { url: `${blogUrl}/logo.png` }, token);
    expect(image.body).toMatchObject({ code: -2, message: 'cannot read image/png pages' });
  });

  it('stores a campaign arrival with its utm, referral and channel parameters', async () => {
    const visitor = `visitor-${kind}-campaign`;
    const props = { utmSource: 'newsletter', utmCampaign: 'autumn', r: 'abc', channel: 'x', landing: '/campaign-for-blog' };
    const answer = await api.post('/api2/v1/track/events', { visitor, events: [{ name: 'campaign', props, path: '/campaign-for-blog' }] });
    expect(answer.body).toMatchObject({ code: 200, data: { stored: 1 } });
    const rows = await api.db.query<{ name: string; props: unknown }>('select name, props from analytics_events where visitor = $1', [visitor]);
    expect(rows).toEqual([{ name: 'campaign', props }]);
  });
});

it('REFERENCE_FETCH_ALLOW takes address:port pairs and names itself when it is wrong', () => {
  expect(loadSettings({ REFERENCE_FETCH_ALLOW: '127.0.0.1:8123, 10.0.0.5:80' }).ai.fetchAllow).toEqual(['127.0.0.1:8123', '10.0.0.5:80']);
  expect(loadSettings({}).ai.fetchAllow).toEqual([]);
  expect(() => loadSettings({ REFERENCE_FETCH_ALLOW: 'intranet.local' })).toThrow(/REFERENCE_FETCH_ALLOW/);
});
