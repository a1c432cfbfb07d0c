import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** Sign-up and sign-in steps many tests start from. */

export const PASSWORD = 'secret123';

export const LOGIN = '/api/iart/v1/thirdPartyLogin';

export async function registerUser(api: TestServer, email = 'ada@example.com', password = PASSWORD): Promise<void> {
  const answer = await api.post(`${LOGIN}/emailLinkRegister`, { email, password, firstName: 'Ada', lastName: 'Lovelace' });
  expect(answer.body).toMatchObject({ code: 1 });
}

/** Registers (unless told the account exists) and signs in; answers the bearer token. */
export async function signIn(api: TestServer, email = 'ada@example.com', password = PASSWORD, options: { register?: boolean } = {}): Promise<string> {
  if (options.register !== false) await registerUser(api, email, password);
  const answer = await api.post(`${LOGIN}/emailLinkLogin`, { email, password });
  expect(answer.body).toMatchObject({ code: 1 });
  return answer.body!.data.token as string;
}

/** The link in the newest mail to `address` (verification or reset). */
export async function linkInMail(api: TestServer, address: string): Promise<URL> {
  const [mail] = await api.mailsTo(address);
  const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0];
  expect(link, `a link in mail to ${address}`).toBeTruthy();
  return new URL(link!);
}

/** A snapshot of every account table, to show a refused call changed nothing. */
export async function accountTables(api: TestServer): Promise<unknown> {
  const tables = ['users', 'memberships', 'uploads', 'account_tokens', 'mail_outbox'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await api.db.query(`select * from ${table} order by 1`)])));
}
