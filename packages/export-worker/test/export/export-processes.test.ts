import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { exportDocument, readDeckFile } from '../../src/index.ts';
import { ExportProcesses } from '../../src/server.ts';
import { deckPath, FIXTURE_FILES } from '../../src/fidelity/index.ts';

let exporters: ExportProcesses | undefined;
afterEach(async () => {
  await exporters?.close();
  exporters = undefined;
});

describe('export processes', () => {
  test('make the same file the server would make in-process, on the process started ahead', async () => {
    exporters = new ExportProcesses(1);
    exporters.warm();
    exporters.warm();
    const doc = await readDeckFile(deckPath('deck-20'));
    const exported = await exporters.run(doc, { format: 'pptx', ...FIXTURE_FILES });
    const inline = await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES });
    expect(exported.fileName).toBe(inline.fileName);
    expect(exported.mime).toBe(inline.mime);
    const bytes = await readFile(exported.path);
    expect(bytes.length).toBe(exported.size);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const second = await exporters.run(doc, { format: 'pdf', ...FIXTURE_FILES });
    expect(await magic(second.path, 5)).toBe('%PDF-');
  }, 60_000);

  test('write each export to a file in a folder of their own, which closing them removes', async () => {
    exporters = new ExportProcesses(1);
    const doc = await readDeckFile(deckPath('minimal'));
    const [first, second] = [await exporters.run(doc, { format: 'pdf', ...FIXTURE_FILES }), await exporters.run(doc, { format: 'pdf', ...FIXTURE_FILES })];
    expect(first.path).not.toBe(second.path);
    expect(dirname(first.path)).toBe(dirname(second.path));
    await exporters.close();
    await expect(stat(dirname(first.path))).rejects.toThrow('ENOENT');
  }, 60_000);

  test('make their folder when readied ahead of the first export, and remove it on closing though nothing was exported', async () => {
    await underTemp(async (entries) => {
      exporters = new ExportProcesses(1);
      exporters.warm();
      // The process started under it writes there too (tsx's cache, from sources).
      const folders = () => entries('folio-export-');
      await expect.poll(folders).toHaveLength(1);
      await exporters.close();
      expect(await folders()).toEqual([]);
    });
  }, 60_000);

  test('warm up into a file in their folder, removed when the warm-up ends, and leave nothing when closed during it', async () => {
    await underTemp(async (entries, temp) => {
      const warmUpFiles = async () => (await Promise.all((await entries('folio-export-')).map(async (folder) => (await readdir(join(temp, folder))).filter((name) => name.startsWith('warm-up-'))))).flat();
      exporters = new ExportProcesses(1);
      exporters.warm();
      await expect.poll(warmUpFiles, { timeout: 30_000 }).toHaveLength(1);
      await expect.poll(warmUpFiles, { timeout: 60_000 }).toEqual([]);
      await exporters.close();
      exporters = new ExportProcesses(1);
      exporters.warm();
      await expect.poll(warmUpFiles, { timeout: 30_000 }).toHaveLength(1);
      await exporters.close();
      expect(await entries('folio-')).toEqual([]);
    });
  }, 150_000);

  test('run jobs beyond the pool size in turn, and report a bad document as that job failing', async () => {
    exporters = new ExportProcesses(1);
    const doc = await readDeckFile(deckPath('every-block'));
    const broken = { ...doc, pages: [{ ...doc.pages[0]!, layout: null }] } as unknown as typeof doc;
    const results = await Promise.allSettled([
      exporters.run(doc, { format: 'image', ...FIXTURE_FILES }),
      exporters.run(broken, { format: 'image', ...FIXTURE_FILES }),
      exporters.run(doc, { format: 'pdf', ...FIXTURE_FILES }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  }, 60_000);

  test('stop an aborted export and take the next one on a fresh process', async () => {
    exporters = new ExportProcesses(1);
    const doc = await readDeckFile(deckPath('deck-20'));
    const abort = new AbortController();
    const running = exporters.run(doc, { format: 'images', ...FIXTURE_FILES }, abort.signal);
    setTimeout(() => abort.abort(new Error('the export took too long')), 50);
    await expect(running).rejects.toThrow('the export took too long');
    const next = await exporters.run(doc, { format: 'image', scale: 0.25, ...FIXTURE_FILES });
    expect((await magic(next.path, 4)).slice(1)).toBe('PNG');
  }, 60_000);

  test('fail only the export whose process crashed, and take the next one on a fresh process', async () => {
    exporters = new ExportProcesses(1);
    const doc = await readDeckFile(deckPath('deck-20'));
    const crash = (message: unknown) => {
      unsubscribe('child_process', crash);
      setTimeout(() => (message as { process: ChildProcess }).process.kill('SIGSEGV'), 200);
    };
    subscribe('child_process', crash);
    const running = exporters.run(doc, { format: 'images', ...FIXTURE_FILES });
    await expect(running).rejects.toThrow('the export process stopped (signal SIGSEGV)');
    const next = await exporters.run(doc, { format: 'pdf', ...FIXTURE_FILES });
    expect(await magic(next.path, 5)).toBe('%PDF-');
  }, 60_000);

  test('start each process with the allocator settings that give freed memory back, unless the server sets its own', async () => {
    exporters = new ExportProcesses(1);
    const children: ChildProcess[] = [];
    const onProcess = (message: unknown) => void children.push((message as { process: ChildProcess }).process);
    subscribe('child_process', onProcess);
    const before = process.env.MALLOC_ARENA_MAX;
    process.env.MALLOC_ARENA_MAX = '4';
    try {
      await exporters.run(await readDeckFile(deckPath('minimal')), { format: 'pdf', ...FIXTURE_FILES });
    } finally {
      unsubscribe('child_process', onProcess);
      if (before === undefined) delete process.env.MALLOC_ARENA_MAX;
      else process.env.MALLOC_ARENA_MAX = before;
    }
    expect(children).toHaveLength(1);
    const environment = (await readFile(`/proc/${children[0]!.pid}/environ`, 'latin1')).split('\0');
    expect(environment).toContain('MIMALLOC_PURGE_DELAY=0');
    expect(environment).toContain('MALLOC_ARENA_MAX=4');
  }, 60_000);

  test('end a process left idle, giving its memory back, and start a new one for the next export', async () => {
    const pool = new ExportProcesses(1, { idleMs: 100 });
    exporters = pool;
    const doc = await readDeckFile(deckPath('minimal'));
    const started = await processesStartedDuring(async () => {
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const next = await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      expect(await magic(next.path, 5)).toBe('%PDF-');
    });
    expect(started).toBe(2);
  }, 60_000);

  test('keep a process that exports again before it has been idle that long', async () => {
    const pool = new ExportProcesses(1, { idleMs: 30_000 });
    exporters = pool;
    const doc = await readDeckFile(deckPath('minimal'));
    const started = await processesStartedDuring(async () => {
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
    });
    expect(started).toBe(1);
  }, 60_000);
});

/** The first `length` bytes of a file, as Latin-1. */
async function magic(path: string, length: number): Promise<string> {
  return (await readFile(path)).subarray(0, length).toString('latin1');
}

/** How many child processes Node started while `work` ran (its diagnostics channel for them). */
async function processesStartedDuring(work: () => Promise<void>): Promise<number> {
  let started = 0;
  const onProcess = () => void (started += 1);
  subscribe('child_process', onProcess);
  try {
    await work();
  } finally {
    unsubscribe('child_process', onProcess);
  }
  return started;
}

/** Runs `body` with TMPDIR set to a new folder, `temp`, which it can list by name prefix. */
async function underTemp(body: (entries: (prefix: string) => Promise<string[]>, temp: string) => Promise<void>): Promise<void> {
  const temp = await mkdtemp(join(tmpdir(), 'folio-export-processes-test-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = temp;
  try {
    await body(async (prefix) => (await readdir(temp)).filter((name) => name.startsWith(prefix)), temp);
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(temp, { recursive: true, force: true });
  }
}
