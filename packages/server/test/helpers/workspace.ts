import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { insertUser } from '../../src/domains/account/users.ts';
import { UPLOAD_PATH_PREFIX } from '../../src/domains/storage/signed-put-url.ts';
import type { Answer, TestServer } from './test-server.ts';

/**
 * Users and workspace content for the project, theme and upload tests. Users are inserted
 * directly and given tokens by the server's own token service: these tests are about what
 * signed-in people may do, and hashing a password per user would only slow them down.
 */
export interface TestUser {
  id: number;
  token: string;
}

export async function createUser(api: TestServer, email: string): Promise<TestUser> {
  const row = await insertUser(api.db, { email, passwordHash: null, firstName: 'Test', lastName: 'User', emailVerified: true, attribution: {} });
  return { id: row!.id, token: await api.server.ctx.tokens.issue(row!.id, 0) };
}

export async function makePro(api: TestServer, userId: number): Promise<void> {
  await api.db.query(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at) values ($1, 'monthly', now(), now() + interval '30 days', now())`,
    [userId],
  );
}

/** The answer's data after checking the call succeeded (code 1 or 200). */
export function ok<T = any>(answer: { status: number; body: { code: number; data: unknown } | undefined; text: string }): T {
  expect(answer.body?.code, answer.text).toBeOneOf([1, 200]);
  expect(answer.status).toBe(200);
  return answer.body!.data as T;
}

export async function createProject(api: TestServer, user: TestUser, body: Record<string, unknown> = {}): Promise<any> {
  return ok(await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Deck', ...body }, user.token));
}

export async function addFolder(api: TestServer, user: TestUser, name = 'Talks'): Promise<any> {
  return ok(await api.post('/api2/v1/project/folder/add', { name }, user.token));
}

export function md5(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** upload/url, then the PUT to the URL it gave. */
export async function putUpload(api: TestServer, user: TestUser, bytes: Uint8Array, type = 'image/png'): Promise<{ key: string; url: string; put: Answer }> {
  const target = ok(await api.get(`/api2/v1/upload/url?type=${encodeURIComponent(type)}&source_type=normal`, user.token));
  return { key: target.key, url: target.url, put: await putTo(api, target.url, bytes) };
}

/** A PUT to an upload URL: the server's own (a path, or PUBLIC_URL's origin swapped for the test server's), or a bucket's presigned one as it is. */
export async function putTo(api: TestServer, url: string, bytes: Uint8Array): Promise<Answer> {
  const init = { method: 'PUT', body: Buffer.from(bytes), headers: { 'content-type': 'application/octet-stream' } };
  if (new URL(url, api.origin).pathname.startsWith(UPLOAD_PATH_PREFIX)) return api.request(localPath(url), init);
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: undefined, text: await response.text() };
}

/** A whole upload: url, PUT and bind; answers the bind's data. */
export async function upload(api: TestServer, user: TestUser, bytes: Uint8Array, name: string, type = 'image/png'): Promise<any> {
  const { key } = await putUpload(api, user, bytes, type);
  return ok(await api.post('/api2/v1/upload/bind', { key, name, hash: md5(bytes) }, user.token));
}

/** The path and query of a URL the server handed out: a path already, or one on PUBLIC_URL's host. */
export function localPath(url: string): string {
  const parsed = new URL(url, 'http://public-url.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/** Every table the workspace calls write, to show a refused call changed nothing. */
export async function workspaceTables(api: TestServer): Promise<unknown> {
  const tables = ['users', 'memberships', 'projects', 'folders', 'themes', 'uploads', 'upload_slots', 'error_reports'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await api.db.query(`select * from ${table} order by 1`)])));
}

/** The smallest valid PNG (1×1, transparent). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A one-page PDF with a line of text: upload/bind reads every document it binds. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Count 1 /Kids [3 0 R] >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n4 0 obj\n<< /Length 43 >>\nstream\nBT /F1 24 Tf 72 720 Td (Harbour walk) Tj ET\nendstream\nendobj\n5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\nxref\n0 6\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n0000000241 00000 n \n0000000334 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n404\n%%EOF\n');
