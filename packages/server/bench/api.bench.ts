/**
 * `pnpm bench:api [--json] [--seconds N]`: loads project/get and project/list with autocannon
 * on PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL, and prints requests/s and p99 per
 * database and endpoint. Goals (issue 3): ≥ 1,500 req/s on PGlite, ≥ 4,000 on PostgreSQL,
 * p99 ≤ 25 ms.
 *
 * The server runs in a child process (this file with `--serve`), so the load generator does not
 * share its event loop: on a 2-core machine that would halve what the server seems to manage.
 * The child seeds one user with 50 projects, each the 20-slide fixture deck.
 *
 * Besides requests/s it reports the server process's CPU time per request, which does not
 * depend on what else the machine is doing: 1000 / cpuMsPerRequest is what one core of the API
 * process can serve (on PostgreSQL the database's own CPU comes on top, on another core).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ProjectDocument } from '@folio/layout';
import autocannon from 'autocannon';
import { insertUser } from '../src/domains/account/users.ts';
import { insertProject } from '../src/domains/projects/insert-project.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { loadSettings } from '../src/settings.ts';
import { startServer } from '../src/server.ts';
import { LOCAL_POSTGRES_ADMIN_URL, throwawayPostgres } from '../test/helpers/throwaway-postgres.ts';

type Kind = 'pglite' | 'postgres';

const postgres = throwawayPostgres(process.env.BENCH_POSTGRES_URL ?? LOCAL_POSTGRES_ADMIN_URL, 'folio_bench');
const PROJECTS = 50;
const CONNECTIONS = 10;
const GOALS: Record<Kind, number> = { pglite: 1500, postgres: 4000 };
const P99_GOAL_MS = 25;
const DECK = new URL('../../../fixtures/decks/deck-20.json', import.meta.url);

interface Ready {
  url: string;
  token: string;
  projectId: number;
}

interface Result {
  database: Kind;
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Server-process CPU (user + system) per request. */
  cpuMsPerRequest: number;
  errors: number;
  non2xx: number;
  meetsGoal: boolean;
}

const args = process.argv.slice(2);
if (args[0] === '--serve') await serve(args[1] as Kind, args[2]);
else await main();

async function main(): Promise<void> {
  const json = args.includes('--json');
  const secondsArg = args.indexOf('--seconds');
  const seconds = secondsArg >= 0 ? Number(args[secondsArg + 1]) : 10;
  const kinds: Kind[] = ['pglite', ...((await postgres.reachable()) ? (['postgres'] as const) : [])];
  const results: Result[] = [];
  for (const kind of kinds) results.push(...(await benchDatabase(kind, seconds, json)));
  if (json) process.stdout.write(`${JSON.stringify({ connections: CONNECTIONS, seconds, projects: PROJECTS, goals: { ...GOALS, p99Ms: P99_GOAL_MS }, loadAverage: loadavg(), cores: cpus().length, results })}\n`);
  else {
    console.log(`\n${'database'.padEnd(10)}${'endpoint'.padEnd(15)}${'req/s'.padStart(8)}${'p99 ms'.padStart(9)}${'CPU ms/req'.padStart(12)}  goal`);
    for (const r of results) {
      const goal = `${r.meetsGoal ? 'met' : 'missed'} (≥ ${GOALS[r.database]} req/s, p99 ≤ ${P99_GOAL_MS} ms)`;
      console.log(`${r.database.padEnd(10)}${r.endpoint.padEnd(15)}${String(r.requestsPerSecond).padStart(8)}${String(r.p99Ms).padStart(9)}${String(r.cpuMsPerRequest).padStart(12)}  ${goal}`);
    }
    console.log(`\nload average while measuring: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  }
}

async function benchDatabase(kind: Kind, seconds: number, quiet: boolean): Promise<Result[]> {
  const database = kind === 'postgres' ? await postgres.create() : undefined;
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve', kind, database?.url ?? ''], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await answers.next();
    if (done) throw new Error('the bench server exited early');
    return JSON.parse(value as string);
  };
  /** The child's CPU time so far, in ms. */
  const cpuMs = async () => {
    child.stdin.write('cpu\n');
    const usage = (await nextLine()) as NodeJS.CpuUsage;
    return (usage.user + usage.system) / 1000;
  };
  try {
    const ready = (await nextLine()) as Ready;
    const headers = { authorization: `Bearer ${ready.token}` };
    const endpoints = [
      { endpoint: 'project/get', path: `/api2/v1/project/get?id=${ready.projectId}` },
      { endpoint: 'project/list', path: '/api2/v1/project/list?page=1&size=20' },
    ];
    const results: Result[] = [];
    for (const { endpoint, path } of endpoints) {
      // A short warm-up fills the token cache and lets V8 optimise the hot path.
      await autocannon({ url: `${ready.url}${path}`, headers, connections: CONNECTIONS, duration: 2 });
      const cpuBefore = await cpuMs();
      const run = await autocannon({ url: `${ready.url}${path}`, headers, connections: CONNECTIONS, duration: seconds });
      const cpuMsPerRequest = Math.round(((await cpuMs()) - cpuBefore) / Math.max(1, run.requests.total) * 100) / 100;
      const result = {
        database: kind,
        endpoint,
        requestsPerSecond: Math.round(run.requests.average),
        p99Ms: run.latency.p99,
        cpuMsPerRequest,
        errors: run.errors,
        non2xx: run.non2xx,
        meetsGoal: run.requests.average >= GOALS[kind] && run.latency.p99 <= P99_GOAL_MS && run.errors === 0 && run.non2xx === 0,
      };
      if (!quiet) console.error(`${kind} ${endpoint}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, ${cpuMsPerRequest} ms CPU/request`);
      results.push(result);
    }
    return results;
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    await database?.drop();
  }
}

/** The child: a server on its own database with the seeded user, announced as one JSON line. */
async function serve(kind: Kind, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-'));
  const settings = loadSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    EXPORT_WORKERS: '0',
    ...(kind === 'postgres' && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = await openDatabase(settings);
  const server = await startServer({ settings, db, print: () => {} });
  const user = await insertUser(db, { email: 'bench@example.com', passwordHash: null, firstName: 'Bench', lastName: 'User', emailVerified: true, attribution: {} });
  const doc = ProjectDocument.parse(JSON.parse(await readFile(DECK, 'utf8')));
  let projectId = 0;
  for (let i = 0; i < PROJECTS; i++) projectId = (await insertProject(db, { ownerId: user!.id, folderId: null, doc: { ...doc, title: `Deck ${i}` } })).id;
  const token = await server.ctx.tokens.issue(user!.id, 0);
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.port}`, token, projectId } satisfies Ready)}\n`);
  const stop = async () => {
    await server.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // The parent asks for this process's CPU time around each run.
  for await (const line of createInterface({ input: process.stdin })) if (line === 'cpu') process.stdout.write(`${JSON.stringify(process.cpuUsage())}\n`);
}
