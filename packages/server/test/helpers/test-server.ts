import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { startServer, type FolioServer } from '../../src/server.ts';
import type { StaticFiles } from '../../src/http/static-files.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { loadSettings } from '../../src/settings.ts';
import { openTestDatabase, resetDatabase, type DatabaseKind, type TestDatabase } from './test-databases.ts';

export { databases } from './test-databases.ts';

export const TEST_TOKEN_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestServerOptions {
  /** Environment variables on top of the test defaults (see `testEnv`); a function for values known only once hooks ran (a port). */
  env?: Record<string, string> | (() => Record<string, string>);
  mailer?: Mailer;
  staticFiles?: StaticFiles;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON envelope (or undefined for non-JSON answers). */
  body: { code: number; message: string; data: any } | undefined;
  text: string;
}

export interface TestServer {
  /** The server's own idea of its address: PUBLIC_URL, else `http://localhost:<port>`. */
  readonly url: string;
  /** Where the requests go (`http://127.0.0.1:<port>`): the origin of a page opened there, which root-relative links resolve against. */
  readonly origin: string;
  readonly db: Database;
  readonly server: FolioServer;
  get(path: string, token?: string): Promise<Answer>;
  post(path: string, body?: unknown, token?: string): Promise<Answer>;
  /** Any request, through real HTTP. */
  request(path: string, init?: RequestInit & { token?: string }): Promise<Answer>;
  /** Mail the outbox kept for an address, newest first. */
  mailsTo(address: string): Promise<{ subject: string; text_body: string }[]>;
}

/** Defaults that keep tests quiet and let them sign in often from one address. */
export function testEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TOKEN_SECRET: TEST_TOKEN_SECRET, LOG_LEVEL: 'silent', AUTH_REQUESTS_PER_ADDRESS: '100000', NODE_ENV: 'test', ...env };
}

/**
 * Registers hooks that give each test a fresh server listening on a free port over this file's
 * database of `kind`: one database per file (booting PGlite is slow), emptied before each test;
 * one server per test, so in-memory state (rate limits, token cache) never leaks between tests.
 */
export function useTestServer(kind: DatabaseKind, options: TestServerOptions = {}): TestServer {
  let database: TestDatabase;
  let server: FolioServer;
  let dataDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = await mkdtemp(join(tmpdir(), 'folio-server-test-'));
  });
  afterAll(async () => {
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
    server = await startServer({
      settings: loadSettings(testEnv(dataDir, typeof options.env === 'function' ? options.env() : options.env)),
      db: database.db,
      print: () => {},
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
    });
  });
  afterEach(async () => {
    await server?.close();
  });

  const origin = () => `http://127.0.0.1:${server.port}`;
  const request = async (path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> => {
    const { token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(`${origin()}${path}`, { ...rest, headers, redirect: 'manual' });
    const text = await response.text();
    let body: Answer['body'];
    try {
      body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body, text };
  };

  return {
    get url() {
      return server.url;
    },
    get origin() {
      return origin();
    },
    get db() {
      return database.db;
    },
    get server() {
      return server;
    },
    request,
    get: (path, token) => request(path, token ? { token } : {}),
    post: (path, body, token) =>
      request(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), ...(token ? { token } : {}) }),
    mailsTo: (address) => database.db.query('select subject, text_body from mail_outbox where recipient = $1 order by id desc', [address]),
  };
}
