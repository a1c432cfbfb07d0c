import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, extractUrl, guardedFetch, isPublicAddress } from '../src/index.ts';

let site: Server;
let internal: Server;
let sitePort: number;
let internalPort: number;
let internalHits = 0;

const ARTICLE = `<!doctype html><html><head><title>Harbour news</title><style>p{color:red}</style></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>New ferry timetable</h1>
<p>From 1 March the harbour ferry runs every 20 minutes on weekdays, up from every 30 minutes, the council said on Monday.</p>
<p onclick="steal()">The change follows a survey in which 1,400 passengers asked for more frequent crossings during the morning rush.</p>
<script>document.cookie</script>
<p>Weekend services are unchanged. Tickets bought before March remain valid until the end of the year.<img src="x" onerror="alert(1)"></p>
</article><footer>© Harbour Council</footer></body></html>`;

/** A test server bound to 127.0.0.1 standing in for the public web: only its own port is treated as public. */
const allowSite = (address: string, port: number) => address === '127.0.0.1' && port === sitePort;

beforeAll(async () => {
  internal = createServer((_request, response) => {
    internalHits++;
    response.end('internal secrets');
  });
  site = createServer((request, response) => {
    if (request.url === '/to-internal') response.writeHead(302, { location: `http://127.0.0.1:${internalPort}/admin` }).end();
    else if (request.url === '/to-metadata') response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (request.url === '/big') response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
    else if (request.url === '/slow') setTimeout(() => response.end('late'), 3000);
    else if (request.url === '/to-article') response.writeHead(302, { location: '/article' }).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  });
  await Promise.all([new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve)), new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))]);
  sitePort = (site.address() as AddressInfo).port;
  internalPort = (internal.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  internal.closeAllConnections();
  await Promise.all([new Promise((resolve) => site.close(resolve)), new Promise((resolve) => internal.close(resolve))]);
});

describe('SSRF guard for web addresses', () => {
  it.each([
    'http://127.0.0.1:%PORT%/',
    'http://localhost:%PORT%/',
    'http://[::1]:%PORT%/',
    'http://10.0.0.7/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]:%PORT%/',
    'http://0.0.0.0:%PORT%/',
  ])('refuses %s', async (address) => {
    const before = internalHits;
    await expect(guardedFetch(address.replace('%PORT%', String(internalPort)), { timeoutMs: 2000 })).rejects.toBeInstanceOf(FetchRefusedError);
    expect(internalHits).toBe(before);
  });

  it('refuses addresses that are not http or https', async () => {
    await expect(guardedFetch('file:///etc/passwd')).rejects.toThrow(/only http and https/);
    await expect(guardedFetch('ftp://example.com/')).rejects.toThrow(/only http and https/);
  });

  it('refuses a redirect from an allowed site to a loopback address, without reaching it', async () => {
    const before = internalHits;
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/to-internal`, { allowForTests: allowSite })).rejects.toThrow(/not public/);
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/to-metadata`, { allowForTests: allowSite })).rejects.toThrow(/not public/);
    expect(internalHits).toBe(before);
  });

  it('follows an ordinary redirect on an allowed site and stops redirect loops', async () => {
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/to-article`, { allowForTests: allowSite })).resolves.toMatchObject({ status: 200, url: `http://127.0.0.1:${sitePort}/article` });
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/loop`, { allowForTests: allowSite })).rejects.toThrow(/too many redirects/);
  });

  it('stops at the size limit and the time limit', async () => {
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/big`, { allowForTests: allowSite, maxBytes: 1000 })).rejects.toThrow(/larger than 1000 bytes/);
    await expect(guardedFetch(`http://127.0.0.1:${sitePort}/slow`, { allowForTests: allowSite, timeoutMs: 200 })).rejects.toThrow(/too long/);
  });

  it('classifies addresses as the policy says', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '100.100.1.1', '::1', '::ffff:7f00:1', 'fe80::1', 'fc00::2', '224.0.0.1', 'localhost']) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('web page extraction', () => {
  it('keeps the article’s text and drops navigation, scripts, styles and attributes', async () => {
    const reference = await extractUrl(`http://127.0.0.1:${sitePort}/article`, { allowForTests: allowSite });
    expect(reference.title).toMatch(/ferry timetable|Harbour news/);
    const text = reference.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
    expect(text).toContain('the harbour ferry runs every 20 minutes');
    expect(text).toContain('1,400 passengers');
    expect(text).not.toMatch(/document\.cookie|steal|onerror|alert|color:red|<|Home/);
    expect(reference.source).toEqual({ kind: 'url', name: `http://127.0.0.1:${sitePort}/article` });
  });

  it('refuses a loopback page without the test allowance', async () => {
    await expect(extractUrl(`http://127.0.0.1:${sitePort}/article`)).rejects.toBeInstanceOf(FetchRefusedError);
  });
});
