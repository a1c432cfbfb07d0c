import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, extractUrl, guardedFetch, isPublicAddress } from '../src/index.ts';

/** A port nothing listens on: one the system gave a server that has since closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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

/** Addresses that reach this machine, its private network or a relay, in every spelling a URL or a resolver can give them. */
const NOT_PUBLIC: Array<[string, string]> = [
  ['IPv4 loopback', '127.0.0.1'],
  ['loopback beyond .1', '127.255.255.254'],
  ['unspecified IPv4', '0.0.0.0'],
  ['private 10/8', '10.1.2.3'],
  ['private 172.16/12', '172.16.0.1'],
  ['private 192.168/16', '192.168.1.1'],
  ['carrier-grade NAT', '100.100.1.1'],
  ['link-local cloud metadata', '169.254.169.254'],
  ['IPv4 multicast', '224.0.0.1'],
  ['IPv4 broadcast', '255.255.255.255'],
  ['IPv4 reserved', '240.0.0.1'],
  ['IPv4 documentation', '192.0.2.1'],
  ['IPv4 benchmarking', '198.18.0.1'],
  ['hex IPv4', '0x7f.1'],
  ['decimal IPv4', '2130706433'],
  ['short IPv4', '127.1'],
  ['octal IPv4', '0177.0.0.1'],
  ['IPv6 loopback', '::1'],
  ['bracketed IPv6 loopback', '[::1]'],
  ['unspecified IPv6', '::'],
  ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
  ['IPv4-compatible loopback, hex', '::7f00:1'],
  ['IPv4-compatible public address', '::8.8.8.8'],
  ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
  ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
  ['IPv4-mapped loopback, written out', '0:0:0:0:0:ffff:7f00:1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['SIIT-translated loopback, hex', '::ffff:0:7f00:1'],
  ['SIIT-translated private, dotted', '::ffff:0:10.0.0.1'],
  ['NAT64 to loopback', '64:ff9b::7f00:1'],
  ['NAT64 to private', '64:ff9b::10.0.0.1'],
  ['NAT64 local-use prefix', '64:ff9b:1::808:808'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['6to4 of a public address', '2002:808:808::1'],
  ['Teredo with a loopback client', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo with a public client', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ['unique-local', 'fc00::2'],
  ['unique-local fd', 'fd12:3456::1'],
  ['link-local', 'fe80::1'],
  ['link-local with a zone id', 'fe80::1%eth0'],
  ['loopback with a zone id', '::1%lo'],
  ['site-local', 'fec0::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv6 documentation', '2001:db8::1'],
  ['discard prefix', '100::1'],
  ['a name, not an address', 'localhost'],
  ['empty', ''],
];

const PUBLIC: Array<[string, string]> = [
  ['public IPv4', '93.184.215.14'],
  ['public IPv6', '2606:4700:4700::1111'],
  ['IPv4-mapped public address', '::ffff:8.8.8.8'],
  ['SIIT-translated public address', '::ffff:0:8.8.8.8'],
  ['NAT64 to a public address', '64:ff9b::808:808'],
];

/** URLs a user could paste that land on this machine, each written so the URL parser normalises it to a loopback or local address. */
const LOCAL_URLS = [
  'http://127.0.0.1:%PORT%/',
  'http://localhost:%PORT%/',
  'http://[::1]:%PORT%/',
  'http://0.0.0.0:%PORT%/',
  'http://0:%PORT%/',
  'http://0x7f.1:%PORT%/',
  'http://0x7f000001:%PORT%/',
  'http://2130706433:%PORT%/',
  'http://127.1:%PORT%/',
  'http://0177.0.0.1:%PORT%/',
  'http://127.0.0.1.:%PORT%/',
  'http://[::127.0.0.1]:%PORT%/',
  'http://[::ffff:127.0.0.1]:%PORT%/',
  'http://[::ffff:7f00:1]:%PORT%/',
  'http://[::ffff:0:7f00:1]:%PORT%/',
  'http://[::ffff:0:127.0.0.1]:%PORT%/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]:%PORT%/',
  'http://[::]:%PORT%/',
  'http://[64:ff9b::127.0.0.1]:%PORT%/',
  'http://[2002:7f00:1::1]:%PORT%/',
  'http://[fe80::1%25lo]:%PORT%/',
  'http://10.0.0.7/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00::1]/',
];

describe('SSRF guard for web addresses', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('allows %s (%s)', (_form, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(LOCAL_URLS)('refuses %s without connecting', async (address) => {
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

  it('says a name that does not resolve or a port that refuses the connection is the address’s fault', async () => {
    await expect(guardedFetch('http://nonexistent.invalid/', { timeoutMs: 5000 })).rejects.toThrow(new FetchRefusedError('nonexistent.invalid could not be found'));
    const closed = await closedPort();
    await expect(guardedFetch(`http://127.0.0.1:${closed}/`, { allowForTests: (address, port) => address === '127.0.0.1' && port === closed })).rejects.toThrow(
      new FetchRefusedError(`127.0.0.1:${closed} refused the connection`),
    );
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
