import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../server/test/helpers/fake-stripe.ts';
import { startFolio, type RunningFolio } from '../../../scripts/start-folio.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

/**
 * Payments need an instance with the STRIPE_* settings: these tests start their own, talking
 * to a local stand-in of the Stripe API whose hosted checkout page has Pay and Back.
 */
let stripe: FakeStripe;
let folio: RunningFolio;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = await startFakeStripe();
  folio = await startFolio({ STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e', STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual', STRIPE_API_URL: stripe.url });
});

test.afterAll(async () => {
  await folio?.stop();
  await stripe?.close();
});

async function signedInPage(browser: Browser, label: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ baseURL: folio.url, viewport: { width: 1440, height: 900 }, colorScheme });
  const { token } = await apiAccount(context.request, label);
  const page = await context.newPage();
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);
  return page;
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test('a free user pays for the annual plan through Checkout, gets Pro, cancels with reasons and renews (§2, §4, §9)', async ({ browser }) => {
  const page = await signedInPage(browser, 'payer');
  await page.getByTestId('plan-card').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByTestId('pro-dialog');
  await expect(dialog.getByTestId('plan-annual')).toHaveAttribute('data-checked', 'true');
  await expect(dialog.getByTestId('plan-annual')).toContainText('$179.99 per year');
  await expect(dialog.getByTestId('plan-annual')).toContainText('$14.99 per month, save about $60');
  await expect(dialog.getByTestId('plan-monthly')).toContainText('$19.99 per month');

  await dialog.getByRole('button', { name: 'Have a discount code?' }).click();
  await dialog.getByLabel('Discount code').fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('The discount code is invalid.')).toBeVisible();
  await screenshot(page, 'payments-pro-dialog');

  await dialog.getByRole('button', { name: 'Upgrade to Pro', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await expect(page.getByText('price_annual')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  const welcome = page.getByTestId('pro-welcome');
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Welcome to Pro!');
  await expect(page).toHaveURL(/\/workspace$/);
  await screenshot(page, 'payments-welcome');
  await welcome.getByRole('button', { name: 'Start creating' }).click();
  await expect(page.getByTestId('plan-card')).toBeHidden();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Manage my subscription' }).click();
  const subscription = page.getByTestId('subscription-dialog');
  await expect(subscription.getByTestId('subscription-state')).toContainText('renews on');
  await expect(subscription.getByTestId('invoices')).toContainText('$179.99');
  await screenshot(page, 'payments-subscription');

  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  // An instance without a live chat or booking link (§9) takes the anonymous word through the feedback form.
  await subscription.getByRole('button', { name: 'Anonymous chat' }).click();
  await expect(page.getByTestId('feedback-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Manage my subscription' }).click();
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await subscription.getByRole('button', { name: 'Continue cancellation' }).click();
  const next = subscription.getByRole('button', { name: 'Continue cancellation' });
  await expect(next).toBeDisabled();
  await subscription.getByLabel('It is too expensive').check();
  await next.click();
  await expect(subscription.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription.getByRole('heading', { name: 'Your subscription is cancelled' })).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Invite friends' })).toBeVisible();
  expect([...stripe.subscriptions.values()].at(-1)!.cancel_at_period_end).toBe(true);
  await subscription.getByRole('button', { name: 'Close' }).first().click();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Manage my subscription' }).click();
  await expect(subscription.getByTestId('subscription-state')).toContainText('active until');
  await subscription.getByRole('button', { name: 'Renew Subscription' }).click();
  await expect(dialog.getByRole('heading', { name: 'Renew Your Pro Plan' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Renew Subscription' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Your subscription renews again.');
  expect([...stripe.subscriptions.values()].at(-1)!.cancel_at_period_end).toBe(false);
});

test('leaving the checkout page without paying shows the payment failed dialog, which offers to try again', async ({ browser }) => {
  const page = await signedInPage(browser, 'payment-back');
  await page.getByTestId('plan-card').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByTestId('pro-dialog');
  await dialog.getByTestId('plan-monthly').click();
  await dialog.getByRole('button', { name: 'Upgrade to Pro', exact: true }).click();
  await expect(page.getByText('price_monthly')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();

  const failed = page.getByTestId('payment-failed');
  await expect(failed).toContainText('Oops, it seems your payment was failed');
  await expect(page).toHaveURL(/\/workspace$/);
  await screenshot(page, 'payments-failed');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('plan-card')).toContainText('Free projects left');
});

test('the support questionnaire asks for an issue, then a name and address, and reaches the instance (§4, §5)', async ({ browser }) => {
  const page = await signedInPage(browser, 'support');
  await page.goto('/workspace?payResult=0');
  const failed = page.getByTestId('payment-failed');
  await failed.getByRole('button', { name: 'Problem with a payment?' }).click();
  const support = page.getByTestId('support-dialog');
  const next = support.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await support.getByLabel('I paid but Pro is not active').check();
  await support.getByPlaceholder('Describe the problem (optional)').fill('Charged on the 3rd, still free.');
  await next.click();
  await expect(support.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  const email = await support.getByLabel('E-mail').inputValue();
  await support.getByLabel('E-mail').fill('not an address');
  await support.getByRole('button', { name: 'Send' }).click();
  await expect(support.getByText('Please enter a valid email address')).toBeVisible();
  await support.getByLabel('E-mail').fill(email);
  await screenshot(page, 'payments-support');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api2/v1/track/events') && (response.request().postData() ?? '').includes('support_issue'));
  await support.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Thank you. We will reply by e-mail.');
  await sent;

  await page.goto('/dev/insights');
  const row = page.getByRole('row').filter({ hasText: 'support_issue' }).first();
  await expect(row).toContainText('subscription_inactive');
  await expect(row).toContainText(email);
});

test('the plans read right to left in Arabic, dark, and pass axe', async ({ browser }) => {
  const page = await signedInPage(browser, 'payer-ar', 'dark');
  await page.goto('/workspace?language=ar&discountCode=NOPE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('plan-card').getByRole('button').first().click();
  const dialog = page.getByTestId('pro-dialog');
  await expect(dialog.getByTestId('plan-annual')).toContainText('سنوي');
  // The carried discountCode is checked at once: a bad one is said under the field.
  await expect(dialog.getByText('رمز الخصم غير صالح.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'payments-pro-dialog-dark-rtl');
  await expectNoSeriousA11yViolations(page);
});
