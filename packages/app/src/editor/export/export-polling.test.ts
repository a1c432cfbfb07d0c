import { describe, expect, test } from 'vitest';
import type { ExportTask } from '../../api/export-api.ts';
import { abortableWait, EXPORT_EARLY_POLLS_MS, EXPORT_POLL_INTERVAL_MS, ExportFailed, pollExport } from './export-polling.ts';

/** A task that answers `answers` in turn, recording each wait asked for. */
function scripted(answers: ExportTask[]) {
  const waits: number[] = [];
  let checks = 0;
  return {
    waits,
    checks: () => checks,
    deps: {
      wait: async (ms: number) => {
        waits.push(ms);
      },
      check: async () => answers[Math.min(checks++, answers.length - 1)]!,
    },
  };
}

describe('pollExport', () => {
  test('looks after 0.1, 0.25, 0.5, 0.75, 1, 2, 4 and 7 s, then every 10 s (§9) until the file is ready', async () => {
    const pending = { status: 'pending' } as const;
    const task = scripted([pending, pending, pending, pending, pending, pending, pending, pending, pending, pending, { status: 'success', url: '/d/1/deck.pdf?sig=x', fileName: 'deck.pdf' }]);
    await expect(pollExport(task.deps, new AbortController().signal)).resolves.toEqual({ url: '/d/1/deck.pdf?sig=x', fileName: 'deck.pdf' });
    expect(task.waits).toEqual([...EXPORT_EARLY_POLLS_MS, EXPORT_POLL_INTERVAL_MS, EXPORT_POLL_INTERVAL_MS, EXPORT_POLL_INTERVAL_MS]);
    expect(EXPORT_EARLY_POLLS_MS).toEqual([100, 150, 250, 250, 250, 1_000, 2_000, 3_000]);
    expect(EXPORT_POLL_INTERVAL_MS).toBe(10_000);
  });

  test.each([
    ['error', 'Export task failed on server'],
    ['not_found', 'Export task not found or expired'],
  ] as const)('a task ending %s fails with the §8 message', async (status, message) => {
    const task = scripted([{ status: 'pending' }, { status }]);
    const failure = await pollExport(task.deps, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExportFailed);
    expect((failure as Error).message).toBe(message);
    expect(task.checks()).toBe(2);
  });

  test('cancelling stops the waiting and asks the server nothing more', async () => {
    const controller = new AbortController();
    let checks = 0;
    const polling = pollExport({ wait: abortableWait, check: async () => (checks++, { status: 'pending' }) }, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(polling).rejects.toThrow('cancelled');
    expect(checks).toBe(0);
  });
});
