import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '@folio/contracts';
import { readSession, writeSession } from '../spec/storage.ts';
import { isSessionExpired } from '../errors/catalogue.ts';
import { ApiError, CancelledError } from './api-error.ts';

/** PRODUCT.md §7: every answer is `{ code, message, data }`. */
const Envelope = z.object({ code: z.number(), message: z.string().nullish(), data: z.unknown() });

export interface RequestOptions<T> {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as the raw body (application/octet-stream) instead of a JSON `body`: a file. */
  bytes?: Blob;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Lets the call finish after the page is closed (fetch keepalive: bodies up to 64 KB). */
  keepalive?: boolean;
}

let readToken: () => string | null = () => null;
let onSessionExpired: () => void = () => {};

/** The session store plugs itself in here; http stays free of React and stores. */
export function connectSession(hooks: { token: () => string | null; expired: () => void }): void {
  readToken = hooks.token;
  onSessionExpired = hooks.expired;
}

/** §7: a session id header per tab, so the server can group one visit's calls. */
function sessionId(): string {
  const existing = readSession('session_id');
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeSession('session_id', id);
  return id;
}

/** §7: `/api/...` succeeds with code 1, `/api2/...` with code 200. */
function successCode(path: string): number {
  return path.startsWith('/api2/') ? 200 : 1;
}

/** The headers every call carries: §7 origin, build and session ids, and the bearer token. */
export function requestHeaders(accept: string): Record<string, string> {
  const token = readToken();
  const headers: Record<string, string> = {
    accept,
    'x-origin': location.origin,
    'x-build-version': __FOLIO_VERSION__,
    'x-build-time': __FOLIO_BUILD_TIME__,
    'x-session-id': sessionId(),
  };
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers.jwtheader = token;
  }
  return headers;
}

/** An answer that is not a success; §8's session codes also end the session. */
export function failure(code: number, message: string, httpStatus = 0): ApiError {
  if (isSessionExpired(code)) onSessionExpired();
  return new ApiError(code, message, httpStatus);
}

export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions<T>): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers = requestHeaders('application/json');
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.bytes !== undefined) headers['content-type'] = 'application/octet-stream';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: options.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)), signal, keepalive: options.keepalive === true });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(408, 'Request Timeout!');
    if (options.signal?.aborted) throw new CancelledError();
    throw new ApiError(-1, 'System error.');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status === 504 ? 504 : -1, response.status === 504 ? 'Gateway Timeout' : 'System error.', response.status);
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) throw new ApiError(-1, 'System error.', response.status);
  const { code, message, data } = envelope.data;
  if (code !== successCode(path)) throw failure(code, message ?? '', response.status);
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`unexpected ${path} response`, parsed.error.issues);
    throw new ApiError(-1, 'System error.', response.status);
  }
  return parsed.data;
}
