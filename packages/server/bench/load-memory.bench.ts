/**
 * `pnpm bench:load [--seconds 60] [--json]`: whether an instance's memory comes back after load
 * (issue 21: a load run took the server from 401 to 750 MB on PostgreSQL and from 697 to about
 * 1,050 MB on PGlite, and it stayed there). `./folio start` runs on a new data folder, on PGlite
 * and, when 127.0.0.1:5432 answers, on a throwaway PostgreSQL database; once it has settled its
 * process group's memory is the idle figure. Then, for `--seconds`, all at once:
 *
 * - API load: autocannon on project/get and project/list, 5 connections each;
 * - 10 collaborators on one deck-20 project over the collaboration socket, each typing a word
 *   into a text block every 250 ms;
 * - exports of that project back to back, PDF, PPTX and PNG zip in turn, as the app asks for them.
 *
 * When the load stops the collaborators leave; after EXPORT_PROCESS_IDLE_SECONDS and a pause to
 * settle, the group's memory again: goal ≤ 1.2× the idle figure. Then the same load once more
 * and the memory after it: beside the first, it tells memory that keeps growing (held) from
 * what the first load put in place once (code compiled and native libraries loaded on first
 * use, such as Skia for PNG exports). The peak while loaded is printed beside them. The
 * numbers are the group's resident memory (ps), export processes included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { textOf } from '@folio/layout';
import autocannon from 'autocannon';
import { accountWithDeck, exportOnce, groupMb, sleep, startInstance, type ApiCall, type BenchInstance } from '../../../scripts/bench-instance.ts';
import { CollabClient } from '../test/helpers/collab-client.ts';
import { LOCAL_POSTGRES_ADMIN_URL, throwawayPostgres } from '../test/helpers/throwaway-postgres.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DECK = new URL('../../../fixtures/decks/deck-20.json', import.meta.url);
const COLLABORATORS = 10;
const TYPING_MS = 250;
const API_CONNECTIONS = 5;
const EXPORT_FORMATS = ['pdf', 'pptx', 'images'] as const;
/** EXPORT_PROCESS_IDLE_SECONDS for the instances here, so the figure after load is read once the export process has ended, as it would be 300 s after the last export. */
const PROCESS_IDLE_S = 10;
const SETTLE_MS = 12_000;
const GOAL = 1.2;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, json: { type: 'boolean', default: false } } });
const seconds = Number(values.seconds);
const postgres = throwawayPostgres(process.env.BENCH_POSTGRES_URL ?? LOCAL_POSTGRES_ADMIN_URL, 'folio_bench');
const kinds = ['pglite', ...((await postgres.reachable()) ? ['postgres'] : [])] as const;

interface Result {
  database: string;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  afterOverIdle: number;
  /** After the same load a second time. */
  afterSecondMb: number;
  apiRequests: number;
  apiNon2xx: number;
  edits: number;
  exports: number;
}

const results: Result[] = [];
for (const kind of kinds) results.push(await loadRun(kind));

if (values.json) process.stdout.write(`${JSON.stringify({ seconds, results }, null, 2)}\n`);
else {
  const lines = [
    `${seconds} s of load: API (${API_CONNECTIONS * 2} connections), ${COLLABORATORS} collaborators typing, exports back to back; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`,
    ...results.map(
      (r) =>
        `${r.database.padEnd(9)} idle ${r.idleMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB, after ${r.afterMb.toFixed(0)} MB = ${r.afterOverIdle}× idle (goal ≤ ${GOAL}×), after the same load again ${r.afterSecondMb.toFixed(0)} MB   ${r.apiRequests} API requests (${r.apiNon2xx} not 2xx), ${r.edits} edits, ${r.exports} exports (first load)`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function loadRun(kind: (typeof kinds)[number]): Promise<Result> {
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-load-'));
  const database = kind === 'postgres' ? await postgres.create() : undefined;
  const instance = await startInstance(join(REPO_ROOT, 'folio'), ['start'], {
    cwd: REPO_ROOT,
    env: { DATA_DIR: dataDir, EXPORT_PROCESS_IDLE_SECONDS: String(PROCESS_IDLE_S), ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  try {
    await sleep(SETTLE_MS);
    const idleMb = await groupMb(instance.group);
    const { token, projectId, call } = await accountWithDeck(instance.base, DECK);
    const first = await load(instance, token, projectId, call);
    const second = await load(instance, token, projectId, call);
    const { apiRuns, edits, exportCount, peakMb, afterMb } = first;
    return {
      database: kind,
      idleMb,
      peakMb: Math.max(peakMb, second.peakMb),
      afterMb,
      afterOverIdle: Math.round((afterMb / idleMb) * 100) / 100,
      afterSecondMb: second.afterMb,
      apiRequests: apiRuns.reduce((sum, run) => sum + run.requests.total, 0),
      apiNon2xx: apiRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
      edits,
      exports: exportCount,
    };
  } finally {
    await instance.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `seconds` of load, then the wait for the instance to settle: what it served, its peak and its memory after. */
async function load(instance: BenchInstance, token: string, projectId: number, call: ApiCall) {
  let peakMb = 0;
  let loaded = true;
  const sampling = (async () => {
    while (loaded) {
      peakMb = Math.max(peakMb, await groupMb(instance.group));
      await sleep(500);
    }
  })();
  const headers = { authorization: `Bearer ${token}` };
  const api = Promise.all(
    [`/api2/v1/project/get?id=${projectId}`, '/api2/v1/project/list?page=1&size=20'].map((path) => autocannon({ url: `${instance.base}${path}`, headers, connections: API_CONNECTIONS, duration: seconds })),
  );
  const collab = collaborate(instance.base, token, projectId, () => loaded);
  const exports = exportBackToBack(call, projectId, () => loaded);
  await sleep(seconds * 1000);
  loaded = false;
  const [apiRuns, edits, exportCount] = await Promise.all([api, collab, exports, sampling]);
  await sleep(PROCESS_IDLE_S * 1000 + SETTLE_MS);
  return { apiRuns, edits, exportCount, peakMb, afterMb: await groupMb(instance.group) };
}

/** COLLABORATORS editors on the project, each typing a word into a text block every TYPING_MS until `going()` is false; the edits typed. */
async function collaborate(base: string, token: string, projectId: number, going: () => boolean): Promise<number> {
  const url = `${base.replace('http', 'ws')}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`;
  const editors = Array.from({ length: COLLABORATORS }, () => new CollabClient(url));
  await Promise.all(editors.map((editor) => editor.ready));
  let edits = 0;
  await Promise.all(
    editors.map(async (editor, index) => {
      const blocks = [...editor.doc.getMap('texts').keys()];
      while (going()) {
        const text = textOf(editor.doc, blocks[(index + edits) % blocks.length]!)!;
        text.insert(text.length, ` word${index}`);
        edits += 1;
        await sleep(TYPING_MS);
      }
    }),
  );
  editors.forEach((editor) => editor.close());
  await Promise.all(editors.map((editor) => editor.closed));
  return edits;
}

async function exportBackToBack(call: ApiCall, projectId: number, going: () => boolean): Promise<number> {
  let done = 0;
  while (going()) await exportOnce(call, projectId, EXPORT_FORMATS[done++ % EXPORT_FORMATS.length]!);
  return done;
}
