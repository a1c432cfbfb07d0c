import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The password is ignored by trust-auth clusters (CI) and set by scripts/bootstrap.sh elsewhere. */
export const LOCAL_POSTGRES_ADMIN_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface ThrowawayPostgres {
  /** Whether the server answers a query (not only the port: auth must work too). */
  reachable(): Promise<boolean>;
  /** A new, empty database named `<prefix>_<random>`: its URL, and how to drop it. */
  create(): Promise<{ url: string; drop(): Promise<void> }>;
}

/** Throwaway databases on the PostgreSQL at `adminUrl`, for tests and benchmarks that need a real server. */
export function throwawayPostgres(adminUrl: string, prefix: string): ThrowawayPostgres {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    async reachable() {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    async create() {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
    },
  };
}
