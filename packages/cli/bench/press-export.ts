import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { median, sleep } from '../../../scripts/bench-instance.ts';

/**
 * Seconds from pressing Export in the editor's dialog to the PDF downloaded, as a person does
 * it in Chromium on the instance at `base`, `lookMs` after the editor has shown the deck: the
 * first time, and the median of `again` more. This is the export as people wait for it: the
 * server's part, the dialog's looks at the task and the download of the file.
 */
export async function pressExport(base: string, token: string, projectId: number, { lookMs, again }: { lookMs: number; again: number }): Promise<{ firstS: number; againS: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.addInitScript((value) => localStorage.setItem('iart_token', value), token);
    const page = await context.newPage();
    await page.goto(`${base}/presentation/${projectId}`);
    await page.locator('[data-testid="save-status"][data-edit="Loaded"]').waitFor();
    const survey = page.getByTestId('survey-dialog');
    if (await survey.isVisible()) await page.keyboard.press('Escape');
    await survey.waitFor({ state: 'hidden' });
    await sleep(lookMs);
    const times: number[] = [];
    for (let i = 0; i <= again; i++) {
      await page.getByRole('button', { name: 'Export' }).first().click();
      const dialog = page.getByTestId('export-dialog');
      const downloading = page.waitForEvent('download');
      const pressed = performance.now();
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      await (await downloading).path();
      times.push((performance.now() - pressed) / 1000);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    return { firstS: times[0]!, againS: median(times.slice(1)) };
  } finally {
    await browser.close();
  }
}
