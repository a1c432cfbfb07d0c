import { expect, test } from '@playwright/test';
import { dismissSurvey, mailLink, newEmail, PASSWORD, signIn, signUpAndSignIn } from './helpers.ts';

test('a visitor signs up through the modal, verifies the e-mail from the mailbox and signs in', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'signup');
  await dismissSurvey(page);
  await expect(page.getByTestId('user-menu')).toContainText('Ada Lovelace');
});

test('the sign-up button says what is missing and the terms box turns red', async ({ page }) => {
  await page.goto('/register');
  const modal = page.getByTestId('sign-in-modal');
  const submit = modal.getByTestId('signup-submit');
  await expect(submit).toHaveText('Enter Email to Continue');
  await modal.getByLabel('Email').fill(newEmail('labels'));
  await expect(submit).toHaveText('Enter First Name to Continue');
  await modal.getByLabel('First name').fill('Grace');
  await expect(submit).toHaveText('Enter Last Name to Continue');
  await modal.getByLabel('Last name').fill('Hopper');
  await expect(submit).toHaveText('Enter Password to Continue');
  await modal.getByLabel('Password', { exact: true }).fill('short');
  await modal.getByLabel('Last name').focus();
  await expect(modal.getByText('Password must be 8-16 characters long and contain at least one letter and one number')).toBeVisible();
  await modal.getByLabel('Password', { exact: true }).fill('abcdefgh12345678xyz');
  await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('abcdefgh12345678');
  await expect(submit).toHaveText('Agree to the terms and conditions to continue');
  await expect(modal.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await modal.getByRole('checkbox').click();
  await expect(submit).toHaveText('Create My Account');
});

test('a wrong password says so and an unknown e-mail moves to sign-up', async ({ page, request }) => {
  const email = await signUpAndSignIn(page, request, 'wrongpw');
  await dismissSurvey(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.goto('/login');
  const modal = page.getByTestId('sign-in-modal');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill('wrongpass1');
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(modal.getByText('Incorrect password.')).toBeVisible();

  await modal.getByLabel('Email').fill(newEmail('nobody'));
  await expect(modal).toContainText('Create your account');
  await expect(modal.getByTestId('signup-submit')).toBeVisible();
});

test('a forgotten password is reset from the mailbox link', async ({ page, request }) => {
  const email = await signUpAndSignIn(page, request, 'reset');
  await dismissSurvey(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.goto('/login');
  const modal = page.getByTestId('sign-in-modal');
  await modal.getByRole('button', { name: 'Forget Password' }).click();
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByTestId('toast')).toHaveText('The email has been sent.');

  await page.goto(await mailLink(request, email, 'JWTHEADER'));
  await expect(modal).toContainText('Choose a new password');
  await modal.getByLabel('New password').fill('newpass2026');
  await modal.getByLabel('Confirm password').fill('newpass2027');
  await modal.getByRole('button', { name: 'Save password' }).click();
  await expect(modal.getByText('Passwords do not match')).toBeVisible();
  await modal.getByLabel('Confirm password').fill('newpass2026');
  await modal.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password reset successfully');

  await signIn(page, email, 'newpass2026');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(PASSWORD).not.toBe('newpass2026');
});

test('anonymous visitors of a login-required page get the sign-in modal, which cannot be dismissed', async ({ page }) => {
  await page.goto('/workspace?utm_source=e2e');
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal).toContainText('Sign in to Folio');
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test('the verification page tells an expired link apart', async ({ page }) => {
  await page.goto('/verify?verifyStatus=expired');
  await expect(page.getByTestId('verify-result')).toContainText('Verification link expired, please register again');
  await page.goto('/verify?verifyStatus=registered');
  await expect(page.getByTestId('verify-result')).toContainText('Email already verified');
});

test('unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('typing goes on in the sign-up form when the check finds no account mid-address, and Back to Sign in stays', async ({ page }) => {
  await page.goto('/login');
  const modal = page.getByTestId('sign-in-modal');
  const address = newEmail('typing');
  await modal.getByLabel('Email').click();
  // "…@example.co" is already a valid address: the 500 ms check finds no account and the form
  // switches to sign-up, and the "m" typed after must land in it.
  await page.keyboard.type(address.slice(0, -1));
  await expect(modal.getByTestId('signup-submit')).toBeVisible();
  await page.keyboard.type(address.slice(-1));
  await expect(modal.getByLabel('Email')).toHaveValue(address);

  await modal.getByRole('button', { name: 'Back to Sign in' }).click();
  await page.waitForTimeout(1_000);
  await expect(modal.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await expect(modal.getByTestId('signup-submit')).toHaveCount(0);
});

test('no Google button on an instance without an OpenID client', async ({ page }) => {
  await page.goto('/login');
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal.getByLabel('Email')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Google/ })).toHaveCount(0);
});

test('a skipped onboarding survey is not asked again at the next sign-in', async ({ page, request }) => {
  const email = await signUpAndSignIn(page, request, 'skipsurvey');
  const survey = page.getByTestId('survey-dialog');
  await expect(survey).toBeVisible();
  await survey.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/presentation\/new/);
  await page.goto('/workspace');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, email, PASSWORD);
  await page.waitForTimeout(1_000);
  await expect(survey).toBeHidden();
});
