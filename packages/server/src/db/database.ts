/**
 * The one interface the domains query through: plain SQL with numbered parameters, the same
 * Postgres dialect on embedded PGlite and on a real PostgreSQL. Row types are declared at the
 * call site (`query<UserRow>(…)`), next to the SQL that produces them.
 */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
