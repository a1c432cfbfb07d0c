import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * A whole Folio instance for the benchmarks that measure one from outside: started in a process
 * group of its own, so its memory and CPU time are read over every process it starts (export
 * and document threads included), and stopped with all of them.
 */
export interface BenchInstance {
  base: string;
  /** The process group's id (the leader's pid). */
  group: number;
  /** Seconds from spawning to the first page served. */
  firstPageS: number;
  stop(): Promise<void>;
}

/** How long one request for the first page may take before it is asked again. */
const READY_TIMEOUT_MS = 2_000;

/** Starts `command args` on a free port with `env` on top of this process's, and waits for its first page. */
export async function startInstance(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<BenchInstance> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const group = child.pid!;
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
      // A timeout: once, a request made while the server was starting never settled, and the benchmark waited for good.
      if (await fetch(`${base}/`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) }).then((response) => response.ok, () => false)) break;
      await sleep(20);
    }
  } catch (error) {
    await stopGroup(group);
    throw error;
  }
  return { base, group, firstPageS: (performance.now() - started) / 1000, stop: () => stopGroup(group) };
}

/** Resident memory of every process in the group, in MB. */
export async function groupMb(group: number): Promise<number> {
  return (await sumOverGroup(group, ['-o', 'rss='], async ([kb]) => Number(kb))) / 1024;
}

/**
 * CPU seconds the process group has used, its finished children included (Linux /proc): on a
 * shared, busy machine this moves far less than wall time.
 */
export function groupCpuS(group: number): Promise<number> {
  return sumOverGroup(group, ['-o', 'pid='], ([pid]) => processCpuS(Number(pid)));
}

/**
 * CPU seconds the group's running threads have used, to the nanosecond (Linux schedstat): for
 * the difference across one export, which /proc/PID/stat's 10 ms ticks blur. Exited processes
 * are not counted; an instance's export process lives on between exports.
 */
export function groupThreadCpuS(group: number): Promise<number> {
  return sumOverGroup(group, ['-L', '-o', 'pid=,lwp='], ([pid, thread]) => readFile(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').then((stat) => Number(stat.split(' ')[0]) / 1e9));
}

/** The sum of `read` over the lines `ps psArgs` lists for the group; a process or thread gone meanwhile counts 0. */
async function sumOverGroup(group: number, psArgs: string[], read: (fields: string[]) => Promise<number>): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', [...psArgs, '-g', String(group)]);
  const lines = stdout.split('\n').filter((line) => line.trim());
  const values = await Promise.all(lines.map((line) => read(line.trim().split(/\s+/)).catch(() => 0)));
  return values.reduce((sum, one) => sum + one, 0);
}

/** CPU seconds one process has used, all its threads and its finished children (Linux /proc). */
export async function processCpuS(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // utime, stime, cutime, cstime follow the command name, which may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return ticks / (await clockTicksPerSecond());
}

let ticksPerSecond: Promise<number> | undefined;
function clockTicksPerSecond(): Promise<number> {
  ticksPerSecond ??= promisify(execFile)('getconf', ['CLK_TCK']).then(({ stdout }) => Number(stdout));
  return ticksPerSecond;
}

export async function stopGroup(group: number): Promise<void> {
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 300; i++) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
  process.kill(-group, 'SIGKILL');
}

export type ApiCall = (path: string, body?: unknown) => Promise<any>;

/**
 * A new account with Pro (the debug grant outside production) that has saved `deckFile` as a
 * project: its token, the project's id, and the API as that account calls it.
 */
export async function accountWithDeck(base: string, deckFile: string | URL): Promise<{ token: string; projectId: number; call: ApiCall }> {
  let token: string | undefined;
  const call: ApiCall = async (path, body) => {
    const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${base}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const answer = (await response.json()) as { code: number; data: any };
    if (answer.code !== 1 && answer.code !== 200 && !(answer.code === 0 && answer.data === null)) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await call('/api/iart/v1/thirdPartyLogin/emailLinkRegister', { email, password: 'bench-password-1', firstName: 'Bench', lastName: 'Mark' });
  ({ token } = await call('/api/iart/v1/thirdPartyLogin/emailLinkLogin', { email, password: 'bench-password-1' }));
  await call('/api/iart/v1/debug/grantMembership', {});
  const { id } = await call('/api2/v1/project/create', { kind: 'presentation', title: 'deck-20' });
  await call('/api/iart/v1/project/updateProject', { id, doc: JSON.parse(await readFile(deckFile, 'utf8')) });
  return { token: token!, projectId: id, call };
}

/** Exports the project as `type` the way the app does (export/post, then export/get until done): seconds it took. */
export async function exportOnce(call: ApiCall, projectId: number, type: string): Promise<number> {
  const started = performance.now();
  const { taskId } = await call('/api2/v1/export/post', { type, projectId });
  for (;;) {
    const task = await call(`/api2/v1/export/get?taskId=${taskId}`);
    if (task.status === 'success') return (performance.now() - started) / 1000;
    if (task.status !== 'pending') throw new Error(`the export ended ${JSON.stringify(task)}`);
    await sleep(20);
  }
}

export function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
