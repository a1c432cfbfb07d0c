import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, test } from 'vitest';
import { exportDocument, readDeckFile } from '../../src/index.ts';
import { ExportThreads } from '../../src/server.ts';
import { deckPath, FIXTURE_FILES } from '../../src/fidelity/index.ts';

let threads: ExportThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('export threads', () => {
  test('make the same file the main thread makes, on the thread started ahead', async () => {
    threads = new ExportThreads(1);
    threads.warm();
    threads.warm();
    const doc = await readDeckFile(deckPath('deck-20'));
    const threaded = await threads.run(doc, { format: 'pptx', ...FIXTURE_FILES });
    const inline = await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES });
    expect(threaded.fileName).toBe(inline.fileName);
    expect(threaded.mime).toBe(inline.mime);
    expect(threaded.bytes.length).toBeGreaterThan(10_000);
    expect(Buffer.from(threaded.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    const second = await threads.run(doc, { format: 'pdf', ...FIXTURE_FILES });
    expect(Buffer.from(second.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  test('run jobs beyond the pool size in turn, and report a bad document as that job failing', async () => {
    threads = new ExportThreads(1);
    const doc = await readDeckFile(deckPath('every-block'));
    const broken = { ...doc, pages: [{ ...doc.pages[0]!, layout: null }] } as unknown as typeof doc;
    const results = await Promise.allSettled([
      threads.run(doc, { format: 'image', ...FIXTURE_FILES }),
      threads.run(broken, { format: 'image', ...FIXTURE_FILES }),
      threads.run(doc, { format: 'pdf', ...FIXTURE_FILES }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  }, 60_000);

  test('stop an aborted export and take the next one on a fresh thread', async () => {
    threads = new ExportThreads(1);
    const doc = await readDeckFile(deckPath('deck-20'));
    const abort = new AbortController();
    const running = threads.run(doc, { format: 'images', ...FIXTURE_FILES }, abort.signal);
    setTimeout(() => abort.abort(new Error('the export took too long')), 50);
    await expect(running).rejects.toThrow('the export took too long');
    const next = await threads.run(doc, { format: 'image', scale: 0.25, ...FIXTURE_FILES });
    expect(Buffer.from(next.bytes.subarray(1, 4)).toString('latin1')).toBe('PNG');
  }, 60_000);

  test('end a thread left idle, giving its memory back, and start a new one for the next export', async () => {
    const pool = new ExportThreads(1, { idleMs: 100 });
    threads = pool;
    const doc = await readDeckFile(deckPath('minimal'));
    const started = await threadsStartedDuring(async () => {
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const next = await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      expect(Buffer.from(next.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    });
    expect(started).toBe(2);
  }, 60_000);

  test('keep a thread that exports again before it has been idle that long', async () => {
    const pool = new ExportThreads(1, { idleMs: 30_000 });
    threads = pool;
    const doc = await readDeckFile(deckPath('minimal'));
    const started = await threadsStartedDuring(async () => {
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
      await pool.run(doc, { format: 'pdf', ...FIXTURE_FILES });
    });
    expect(started).toBe(1);
  }, 60_000);
});

/** How many worker threads Node started while `work` ran (its diagnostics channel for them). */
async function threadsStartedDuring(work: () => Promise<void>): Promise<number> {
  let started = 0;
  const onThread = () => void (started += 1);
  subscribe('worker_threads', onThread);
  try {
    await work();
  } finally {
    unsubscribe('worker_threads', onThread);
  }
  return started;
}
