import { expect, test, type Page } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

async function createBlankPresentation(page: Page): Promise<void> {
  await page.goto('/workspace');
  await page.getByTestId('create-menu').first().click();
  await page.getByRole('menuitem', { name: 'Blank presentation' }).click();
  await expect(page).toHaveURL(/\/presentation\/\d+/);
}

function card(page: Page, title: string) {
  return page.getByTestId('project-card').filter({ has: page.getByText(title, { exact: true }) });
}

async function cardAction(page: Page, title: string, action: string): Promise<void> {
  await card(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a user creates, renames, duplicates, trashes, recovers and deletes a project', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'projects');
  await useToken(page, token);
  await page.goto('/workspace');
  await expect(page.getByTestId('empty-projects')).toBeVisible();

  await createBlankPresentation(page);
  await page.goto('/workspace');
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page.getByTestId('plan-card')).toContainText('Free projects left: 2');
  const untitled = await page.getByTestId('project-card').getAttribute('data-title');

  await cardAction(page, untitled!, 'Rename');
  await page.getByLabel('Project name').fill('Quarterly review');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Quarterly review')).toBeVisible();

  await cardAction(page, 'Quarterly review', 'Duplicate');
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  // The renderer draws each card's first page.
  await expect(page.locator('canvas.thumb').first()).toBeVisible();
  await screenshot(page, 'workspace-projects-light-ltr');

  await cardAction(page, 'Quarterly review', 'Move to trash');
  await expect(page.getByTestId('project-card')).toHaveCount(1);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(card(page, 'Quarterly review')).toBeVisible();
  await cardAction(page, 'Quarterly review', 'Recover');
  await expect(page.getByTestId('empty-trash')).toBeVisible();

  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  const copyTitle = (await page.getByTestId('project-card').evaluateAll((cards) => cards.map((item) => item.getAttribute('data-title')))).find((title) => title !== 'Quarterly review')!;
  await cardAction(page, copyTitle, 'Move to trash');
  await page.getByRole('link', { name: 'Trash' }).click();
  await cardAction(page, copyTitle, 'Delete for good');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByTestId('empty-trash')).toBeVisible();
});

test('a user files projects into folders and takes them out again', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'folders');
  await useToken(page, token);
  await createBlankPresentation(page);
  await page.goto('/workspace');
  const title = (await page.getByTestId('project-card').getAttribute('data-title'))!;

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Clients');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('folder-tab')).toHaveText('Clients');

  await page.getByRole('button', { name: 'Actions for Clients' }).click();
  await page.getByRole('menuitem', { name: 'Rename folder' }).click();
  await page.getByLabel('Folder name').fill('Customers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('folder-tab')).toHaveText('Customers');

  await cardAction(page, title, 'Move to folder');
  await page.getByRole('dialog').getByRole('button', { name: 'Customers' }).click();
  await page.getByTestId('folder-tab').click();
  await expect(page).toHaveURL(/folder=\d+/);
  await expect(card(page, title)).toBeVisible();

  await cardAction(page, title, 'Remove from folder');
  await expect(page.getByTestId('empty-projects')).toContainText('This folder is empty');

  await page.getByRole('button', { name: 'Actions for Customers' }).click();
  await page.getByRole('menuitem', { name: 'Delete folder' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('folder-tab')).toHaveCount(0);
  await expect(card(page, title)).toBeVisible();
});

test('a user with no free projects left sees what Pro gives', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'quota');
  await useToken(page, token);
  for (let index = 0; index < 3; index++) await createBlankPresentation(page);
  await page.goto('/workspace');
  await expect(page.getByTestId('plan-card')).toContainText('Free projects left: 0');
  await page.getByTestId('create-menu').first().click();
  await page.getByRole('menuitem', { name: 'Blank page' }).click();
  await expect(page.getByTestId('pro-dialog')).toContainText('Unlimited projects');
});
