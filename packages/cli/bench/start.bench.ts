/**
 * `pnpm bench:start [--runs 3] [--json]`: Folio from a cold start, whole processes, side by side
 * with Marp CLI converting the same text (issue 21's goals). Each run takes every measurement
 * in turn, so the machine's load falls on both alike; the figures are medians.
 *
 * - `folio export deck-20 --format pdf`: the exporting process itself (what `pnpm folio` runs)
 *   and as the README starts it, through pnpm; Marp CLI on Markdown made from the same deck.
 * - `npm start` → first page served, with a new data folder and reopening it; the idle memory
 *   of the instance's process group once it has served that page and settled.
 */
import { spawn, execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { deckMarkdown } from './deck-markdown.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const DECK = join(REPO_ROOT, 'fixtures/decks/deck-20.json');
const MARP = join(REPO_ROOT, 'packages/cli/node_modules/.bin/marp');
/** How long an instance may settle after its first page before its memory is read. */
const SETTLE_MS = 5_000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const work = await mkdtemp(join(tmpdir(), 'folio-bench-start-'));
const markdown = join(work, 'deck-20.md');
await writeFile(markdown, await deckMarkdown(DECK));

interface Process {
  wallS: number;
  cpuS: number;
  peakMb: number;
}
const samples: Record<string, number[]> = {};
const add = (name: string, value: number) => (samples[name] ??= []).push(value);

// One build before timing: every later `pnpm folio` finds it fresh, as after `npm start`'s install step.
await promisify(execFile)('node', ['scripts/build-node.mjs'], { cwd: REPO_ROOT });
for (let run = 0; run < runs; run++) {
  const direct = await timed('node', ['--conditions=folio-built', 'scripts/folio.mjs', 'export', DECK, '--format', 'pdf', '--out', join(work, 'folio.pdf')]);
  add('export.folio.wallS', direct.wallS);
  add('export.folio.cpuS', direct.cpuS);
  add('export.folio.peakMb', direct.peakMb);
  const viaPnpm = await timed('pnpm', ['-s', 'folio', 'export', DECK, '--format', 'pdf', '--out', join(work, 'folio.pdf')]);
  add('export.pnpmFolio.wallS', viaPnpm.wallS);
  const marp = await timed(MARP, ['--pdf', '--allow-local-files', '--no-stdin', markdown, '-o', join(work, 'marp.pdf')], { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  add('export.marp.wallS', marp.wallS);
  add('export.marp.cpuS', marp.cpuS);
  add('export.marp.peakMb', marp.peakMb);
  const dataDir = join(work, `data-${run}`);
  const fresh = await startToFirstPage(dataDir);
  add('start.new.firstPageS', fresh.firstPageS);
  add('start.new.idleMb', fresh.idleMb);
  const reopened = await startToFirstPage(dataDir);
  add('start.reopened.firstPageS', reopened.firstPageS);
  add('start.reopened.idleMb', reopened.idleMb);
}
await rm(work, { recursive: true, force: true });

const result = Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, round(median(list))]));
const ratio = round(result['export.marp.wallS']! / result['export.folio.wallS']!);
const ratioPnpm = round(result['export.marp.wallS']! / result['export.pnpmFolio.wallS']!);
if (values.json) {
  process.stdout.write(`${JSON.stringify({ runs, medians: result, marpOverFolio: ratio, marpOverPnpmFolio: ratioPnpm }, null, 2)}\n`);
} else {
  const lines = [
    `medians of ${runs} runs taken in turn`,
    `folio export deck-20 → PDF (exporting process)  ${result['export.folio.wallS']} s wall, ${result['export.folio.cpuS']} s CPU, ${result['export.folio.peakMb']} MB peak   (goal ≤ 0.6 s)`,
    `pnpm folio export deck-20 → PDF                 ${result['export.pnpmFolio.wallS']} s wall`,
    `Marp CLI 4.5.1, same text → PDF                 ${result['export.marp.wallS']} s wall, ${result['export.marp.cpuS']} s CPU, ${result['export.marp.peakMb']} MB peak`,
    `Marp ÷ Folio                                    ${ratio}× (exporting process), ${ratioPnpm}× (through pnpm)   (goal ≥ 3×)`,
    `npm start → first page, new data folder         ${result['start.new.firstPageS']} s   (goal ≤ 4 s)`,
    `npm start → first page, reopening it            ${result['start.reopened.firstPageS']} s   (goal ≤ 2 s)`,
    `idle memory of the instance, new / reopened     ${result['start.new.idleMb']} MB / ${result['start.reopened.idleMb']} MB   (goal ≤ 350 MB)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Wall and CPU time and peak memory of a whole process, by GNU time (children included in CPU). */
async function timed(command: string, args: string[], env: Record<string, string> = {}): Promise<Process> {
  const started = performance.now();
  const { stderr } = await promisify(execFile)('/usr/bin/time', ['-f', 'FOLIO_TIME %U %S %M', command, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  const wallS = (performance.now() - started) / 1000;
  const [user, system, peakKb] = /FOLIO_TIME (\S+) (\S+) (\S+)/.exec(stderr)!.slice(1).map(Number) as [number, number, number];
  return { wallS, cpuS: user + system, peakMb: peakKb / 1024 };
}

/** `npm start` on a free port: seconds to the first page, then the process group's memory once settled. */
async function startToFirstPage(dataDir: string): Promise<{ firstPageS: number; idleMb: number }> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: REPO_ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const firstPageS = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-g', String(child.pid)]);
    const idleMb = stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0) / 1024;
    return { firstPageS, idleMb };
  } finally {
    await stopGroup(child.pid!);
  }
}

async function stopGroup(group: number): Promise<void> {
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-group, 'SIGKILL');
}

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
