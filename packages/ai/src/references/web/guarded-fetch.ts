import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

export interface GuardedFetchOptions {
  /** Largest body accepted; bigger answers fail rather than fill memory. */
  maxBytes?: number | undefined;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number | undefined;
  maxRedirects?: number | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /**
   * Tests only: treat this address and port as public, so a test server on 127.0.0.1 can
   * stand in for a web site. Everything else still goes through the real policy.
   */
  allowForTests?: ((address: string, port: number) => boolean) | undefined;
}

export interface FetchedResource {
  /** The address after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Uint8Array;
}

export class FetchRefusedError extends Error {
  override name = 'FetchRefusedError';
}

const DEFAULTS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };

/**
 * GET a user-given address from the server without letting it reach the server's own
 * network (SSRF). Only http and https; the address checked is the one the socket actually
 * connected to (a DNS answer is checked inside the connection's own lookup, and the
 * connected peer again, so DNS rebinding between a check and the connection cannot slip
 * through); every redirect is a new request checked the same way; size and time are bounded.
 * Every way the fetch can fail is a FetchRefusedError, which callers answer as the user's input problem.
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions = {}): Promise<FetchedResource> {
  const limits = { ...DEFAULTS, ...definedOnly(options) };
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = parseAddress(url);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(current, signal, options);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (hop >= limits.maxRedirects) throw new FetchRefusedError(`too many redirects (more than ${limits.maxRedirects})`);
      current = parseAddress(location, current);
      continue;
    }
    const body = await readBody(response, limits.maxBytes, signal, current);
    return { url: current.toString(), status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body };
  }
}

function requestOnce(url: URL, signal: AbortSignal, options: GuardedFetchOptions): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new FetchRefusedError(`only http and https addresses can be fetched, not ${url.protocol}`));
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const allowed = (address: string) => options.allowForTests?.(address, port) === true || isPublicAddress(address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) return Promise.reject(new FetchRefusedError(`refused to fetch ${url.host}: the address is not public`));

  // Every address a name resolves to must be public: picking the public one of a mixed answer would let an attacker alternate.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((each) => !allowed(each.address));
      if (refused || addresses.length === 0) return callback(new FetchRefusedError(`refused to fetch ${hostname}: it resolves to ${refused?.address ?? 'nothing'}, which is not public`), '', 0);
      if (lookupOptions.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'GET',
      lookup,
      // A fresh connection per request: a pooled socket could have been opened for another host.
      agent: false,
      signal,
      headers: { 'user-agent': 'FolioBot/1.0 (+reference import)', accept: 'text/html,application/xhtml+xml,text/plain,application/pdf,*/*;q=0.5', 'accept-encoding': 'identity', ...options.headers },
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress ?? '';
        if (!allowed(peer)) request.destroy(new FetchRefusedError(`refused to fetch ${url.host}: connected to ${peer}, which is not public`));
      });
    });
    request.on('response', resolve);
    request.on('error', (error) => reject(asRefusal(error, url, signal)));
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal, url: URL): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchRefusedError(`the page is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new FetchRefusedError(`the page is larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw asRefusal(error as Error, url, signal);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function parseAddress(address: string, base?: URL): URL {
  try {
    return new URL(address, base);
  } catch {
    throw new FetchRefusedError(`${address.slice(0, 200)} is not a web address`);
  }
}

/**
 * A name that does not resolve, a closed port, a bad certificate or a connection cut mid-answer
 * is a fault of the address the user gave, not of this server: callers answer it as a
 * parameter error rather than a system error.
 */
function asRefusal(error: Error, url: URL, signal: AbortSignal): FetchRefusedError {
  if (error instanceof FetchRefusedError) return error;
  if (signal.aborted) return new FetchRefusedError(`fetching ${url.host} took too long or was cancelled`, { cause: error });
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return new FetchRefusedError(`${url.hostname} could not be found`, { cause: error });
  if (code === 'ECONNREFUSED') return new FetchRefusedError(`${url.host} refused the connection`, { cause: error });
  return new FetchRefusedError(`${url.host} could not be fetched (${code ?? error.message})`, { cause: error });
}

function definedOnly(options: GuardedFetchOptions): Partial<typeof DEFAULTS> {
  return Object.fromEntries(Object.entries({ maxBytes: options.maxBytes, timeoutMs: options.timeoutMs, maxRedirects: options.maxRedirects }).filter(([, value]) => value !== undefined));
}
