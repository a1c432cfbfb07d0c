import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, dismissSurvey, mailLink, newEmail, screenshot, signUpAndVerify, useToken } from './helpers.ts';

/** What `folio codes create` mints, through the development-only call (the e2e server holds the embedded database). */
async function mintActivationCode(request: APIRequestContext, token: string, days: number): Promise<string> {
  const response = await request.post('/api/iart/v1/debug/activationCode', { headers: { authorization: `Bearer ${token}` }, data: { days } });
  const body = await response.json();
  expect(body.code).toBe(1);
  return body.data.code as string;
}

test('an activation code from the plan card turns a free account into Pro (§2, §5, §8)', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'activation');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);

  const card = page.getByTestId('plan-card');
  await card.getByRole('button', { name: 'Use activation code' }).click();
  const dialog = page.getByTestId('activation-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(dialog.getByText('Enter your activation code')).toBeVisible();
  await dialog.getByLabel('Activation code').fill('AAAA-BBBB-CCCC');
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(dialog.getByText('The activation code is invalid.')).toBeVisible();
  await screenshot(page, 'plans-activation-invalid');

  const code = await mintActivationCode(request, token, 30);
  await dialog.getByLabel('Activation code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Activation code verified successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pro plan active')).toBeVisible();
  await expect(card).toBeHidden();
});

test('on an instance without payments the Pro dialog says so and offers an activation code', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'pro-dialog');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await page.getByTestId('plan-card').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByTestId('pro-dialog')).toContainText('This Folio does not take payments. Ask whoever runs it for an activation code.');
  await expect(page.getByTestId('plan-annual')).toHaveCount(0);
  await page.getByTestId('pro-dialog').getByRole('button', { name: 'Use activation code' }).click();
  await expect(page.getByTestId('activation-dialog')).toBeVisible();
});

test('a friend who signs up through an invitation and verifies counts toward the free month (§4 invite progress)', async ({ page, request, browser }) => {
  const { token } = await apiAccount(request, 'inviter');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);

  await page.getByTestId('plan-card').getByRole('button', { name: 'Refer friends (get 1 month Pro)' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog.getByTestId('invite-progress')).toHaveText('0 of 2 friends joined');
  await expect(dialog.getByLabel('Your invite link')).toHaveValue(/\/\?r=[\w-]+$/);
  const friend = newEmail('friend');
  await dialog.getByLabel("Friend's e-mail").fill('not an address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel("Friend's e-mail").fill(friend);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Invitation successful.');
  await screenshot(page, 'plans-invite');

  const invitation = await mailLink(request, friend, '/register?r=');
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(invitation);
  await signUpAndVerify(friendPage, request, friend);
  await friendContext.close();

  await page.keyboard.press('Escape');
  await page.getByTestId('plan-card').getByRole('button', { name: 'Refer friends (get 1 month Pro)' }).click();
  await expect(dialog.getByTestId('invite-progress')).toHaveText('1 of 2 friends joined');
});

test('Manage my subscription on an instance without payments shows the plan and asks for no invoices', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'no-invoices');
  const code = await mintActivationCode(request, token, 30);
  const redeemed = await request.get(`/api/iart/v1/activity/activateActivityCode?activityCode=${code}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await redeemed.json()).code).toBe(1);
  const invoiceCalls: string[] = [];
  page.on('request', (sent) => sent.url().includes('listInvoices') && invoiceCalls.push(sent.url()));
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Manage my subscription' }).click();
  const dialog = page.getByTestId('subscription-dialog');
  await expect(dialog.getByTestId('subscription-state')).toContainText('Pro');
  await expect(dialog.getByText('Invoices')).toHaveCount(0);
  expect(invoiceCalls).toEqual([]);
});
