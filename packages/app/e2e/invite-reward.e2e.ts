import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, dismissSurvey, mailLink, newEmail, PASSWORD, screenshot, useToken } from './helpers.ts';

/** A friend signs up with the inviter's code and opens the verification link from the mailbox. */
async function friendJoins(request: APIRequestContext, code: string): Promise<void> {
  const email = newEmail('invited-friend');
  const registered = await request.post('/api/iart/v1/thirdPartyLogin/emailLinkRegister', { data: { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper', chanToken: code } });
  expect((await registered.json()).code).toBe(1);
  expect((await request.get(await mailLink(request, email, '/verifyEmail'))).ok()).toBe(true);
}

test('the inviter is told “Your free month of Pro is active!” on their next visit after the second friend verifies, until they close it', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'inviter-rewarded');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await page.getByTestId('plan-card').getByRole('button', { name: 'Refer friends (get 1 month Pro)' }).click();
  const field = page.getByTestId('invite-dialog').getByLabel('Your invite link');
  await expect(field).toHaveValue(/\?r=/);
  const link = await field.inputValue();
  const code = new URL(link).searchParams.get('r')!;
  await page.keyboard.press('Escape');

  await friendJoins(request, code);
  await page.reload();
  await expect(page.getByTestId('plan-card')).toBeVisible();
  await expect(page.getByTestId('invite-reward')).toHaveCount(0);

  await friendJoins(request, code);
  await page.reload();
  const notice = page.getByTestId('invite-reward');
  await expect(notice).toContainText('Your free month of Pro is active!');
  await expect(notice).toContainText('2 of 2 friends joined');
  await expect(page.getByText('Pro plan active')).toBeVisible();
  await screenshot(page, 'invite-reward-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await screenshot(page, 'invite-reward-phone');
  // Right to left and dark, on the phone.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/workspace?language=ar');
  await expect(notice).toContainText('شهر Pro المجاني نشط الآن!');
  await screenshot(page, 'invite-reward-phone-ar-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/workspace?language=en');

  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByText('Pro plan active')).toBeVisible();
  await expect(page.getByTestId('invite-reward')).toHaveCount(0);
});
