import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A fresh address per test, so tests never share an account. */
export function newEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'folio2026pass';

/** The newest link in the development mailbox for `email` whose address contains `pathPart`. */
export async function mailLink(request: APIRequestContext, email: string, pathPart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      const articles = html.split('<article>').filter((article) => article.includes(`To ${email}`));
      for (const article of articles) {
        const link = [...article.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).find((href) => href.includes(pathPart));
        if (link) {
          found = link;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return new URL(found!).pathname + new URL(found!).search;
}

/** Signs up through the modal, verifies through the mailbox link and signs in; returns the e-mail. */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = newEmail(label);
  await page.goto('/register');
  await signUpAndVerify(page, request, email);
  await signIn(page, email, PASSWORD);
  return email;
}

/** Fills the open sign-up modal for `email`, creates the account and opens the verification link from the mailbox. */
export async function signUpAndVerify(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const modal = page.getByTestId('sign-in-modal');
  await modal.getByLabel('First name').fill('Ada');
  await modal.getByLabel('Last name').fill('Lovelace');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('checkbox').click();
  await modal.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page.getByTestId('toast')).toHaveText('The verification email has been sent.');
  await page.goto(await mailLink(request, email, '/verify'));
  await expect(page.getByTestId('verify-result')).toContainText('Email successfully verified');
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const modal = page.getByTestId('sign-in-modal');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/workspace/);
}

/** Closes the onboarding survey if it opened after a first sign-in. */
export async function dismissSurvey(page: Page): Promise<void> {
  const survey = page.getByTestId('survey-dialog');
  if (await survey.isVisible()) await page.keyboard.press('Escape');
  await expect(survey).toBeHidden();
}

const SCREENSHOTS = new URL('../../../out/screenshots/', import.meta.url).pathname;

/** Saves a full-page screenshot under out/screenshots for review by eye. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** An account made through the API (faster than the modal) and its token, for tests about other screens. */
export async function apiAccount(request: APIRequestContext, label: string): Promise<{ email: string; token: string }> {
  const email = newEmail(label);
  const registered = await request.post('/api/iart/v1/thirdPartyLogin/emailLinkRegister', { data: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' } });
  expect((await registered.json()).code).toBe(1);
  const login = await request.post('/api/iart/v1/thirdPartyLogin/emailLinkLogin', { data: { email, password: PASSWORD } });
  const body = await login.json();
  expect(body.code).toBe(1);
  return { email, token: body.data.token as string };
}

/** Makes every page of this test start signed in with `token`. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('iart_token', value), token);
}

/** Creates a project from a fixture deck through the API, so its card has a real first page to draw; answers its id. */
export async function projectFromFixture(request: APIRequestContext, token: string, deck: string): Promise<string> {
  const doc = JSON.parse(await readFile(new URL(`../../../fixtures/decks/${deck}.json`, import.meta.url), 'utf8'));
  const response = await request.post('/api2/v1/project/create', { headers: { authorization: `Bearer ${token}` }, data: { kind: doc.kind ?? 'presentation', title: doc.title, doc } });
  const body = await response.json();
  expect(body.code).toBe(200);
  return String(body.data.id);
}
