import { expect, test, type Page } from '@playwright/test';
import { apiAccount, projectFromFixture, screenshot } from './helpers.ts';

/** Signs the whole browser context in (the audience window included) and opens the 20-slide fixture deck on its third slide. */
async function openDeckOnThirdSlide(page: Page, request: Parameters<typeof apiAccount>[0]): Promise<string> {
  const { token } = await apiAccount(request, 'present');
  await page.context().addInitScript((value) => localStorage.setItem('iart_token', value), token);
  const id = await projectFromFixture(request, token, 'deck-20');
  await page.goto(`/presentation/${id}`);
  await expect(page.getByTestId('slide-item')).toHaveCount(20);
  await page.getByRole('button', { name: 'Slide 3', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Slide 3', exact: true })).toHaveAttribute('aria-current', 'true');
  return id;
}

async function presenterView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Presentation options' }).click();
  await page.getByRole('menuitem', { name: /Presenter view/ }).click();
}

test('the presenter view shows the slides alone in a window of their own, both windows on the same slide', async ({ page, request }) => {
  await openDeckOnThirdSlide(page, request);
  const opened = page.waitForEvent('popup');
  await presenterView(page);
  const audience = await opened;

  // The audience sees the third slide and nothing of the presenter's: no notes, no timer.
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '2');
  await expect(audience.getByTestId('presenter-notes')).toHaveCount(0);
  await expect(audience.getByTestId('presenter-timer')).toHaveCount(0);
  await expect(audience.locator('body')).not.toContainText('Next');
  // The presenter keeps the notes, the timer and the next slide.
  await expect(page.getByTestId('presenter-view')).toBeVisible();
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '2');
  await expect(page.getByTestId('presenter-notes')).not.toBeEmpty();
  await expect(page.getByTestId('presenter-timer')).toHaveText(/^\d\d:\d\d$/);

  // The presenter's arrows move the audience; the audience window's arrows and clicks move the presenter.
  await page.keyboard.press('ArrowRight');
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '3');
  await audience.keyboard.press('ArrowRight');
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '4');
  await audience.keyboard.press('ArrowLeft');
  await audience.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '2');
  // The audience window's first click makes it full screen; the next ones move on.
  await audience.mouse.click(200, 200);
  await expect.poll(() => audience.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '2');
  await audience.mouse.click(200, 200);
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '3');
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '3');
  await screenshot(page, 'present-presenter-view');
  await screenshot(audience, 'present-audience-window');

  // Reloaded, the audience window comes back on the presenter's slide; closed, it ends the presentation.
  await audience.reload();
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '3');
  await expect(page.getByTestId('presenter-view')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '4');
  await audience.close();
  await expect(page.getByTestId('present-mode')).toBeHidden();
  await expect(page.getByTestId('editor')).toBeVisible();

  // Ending it in the presenter's window closes the audience window.
  const again = page.waitForEvent('popup');
  await presenterView(page);
  const second = await again;
  await expect(second.getByTestId('audience-canvas')).toBeVisible();
  const closed = second.waitForEvent('close');
  await page.keyboard.press('Escape');
  await closed;
  await expect(page.getByTestId('present-mode')).toBeHidden();
});

test('a presentation starts from the beginning or from the current slide, by menu or by key', async ({ page, request }) => {
  await openDeckOnThirdSlide(page, request);
  const present = page.getByTestId('present-canvas');
  const end = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('present-mode')).toBeHidden();
  };

  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(present).toHaveAttribute('data-index', '2');
  await end();

  await page.getByRole('button', { name: 'Presentation options' }).click();
  await screenshot(page, 'present-menu');
  await page.getByRole('menuitem', { name: 'From the beginning' }).click();
  await expect(present).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('presenter-notes')).toHaveCount(0);
  await end();

  await page.getByRole('button', { name: 'Presentation options' }).click();
  await page.getByRole('menuitem', { name: 'From current slide' }).click();
  await expect(present).toHaveAttribute('data-index', '2');
  await end();

  await page.keyboard.press('F5');
  await expect(present).toHaveAttribute('data-index', '0');
  await end();
  await page.keyboard.press('Shift+F5');
  await expect(present).toHaveAttribute('data-index', '2');
  await end();
  await page.keyboard.press('ControlOrMeta+Shift+Enter');
  await expect(present).toHaveAttribute('data-index', '0');
  await end();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(present).toHaveAttribute('data-index', '2');
  await end();
});

test('a blocked audience window is explained, and the slides can be shown in this window instead', async ({ page, request }) => {
  await page.context().addInitScript(() => {
    window.open = () => null;
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openDeckOnThirdSlide(page, request);
  await presenterView(page);
  const blocked = page.getByRole('alertdialog', { name: 'The audience window was blocked' });
  await expect(blocked).toContainText('Allow pop-ups for this site');
  await screenshot(page, 'present-blocked');
  await blocked.getByRole('button', { name: 'Try again' }).click();
  await expect(blocked).toBeVisible();
  await blocked.getByRole('button', { name: 'Present in this window' }).click();
  await expect(blocked).toBeHidden();
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '2');
  await expect(page.getByTestId('presenter-notes')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('present-canvas')).toHaveAttribute('data-index', '3');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('present-mode')).toBeHidden();
});
