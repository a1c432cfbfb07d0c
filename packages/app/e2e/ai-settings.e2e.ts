import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { FakeOpenAiServer, streams } from '../../ai/test/fake-openai-server.ts';
import { startFolio, type RunningFolio } from '../../../scripts/start-folio.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

/**
 * Issue 17 "A model in two clicks": the instance's first account (its owner) connects a model
 * from the app. The instance is this test's own, so its first account is the one made here;
 * an OpenAI-compatible stand-in plays the model and a small server plays Ollama.
 */
let folio: RunningFolio;
let model: FakeOpenAiServer;
let ollama: Server;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  model = await FakeOpenAiServer.start();
  ollama = createServer((request, response) => {
    if (request.url !== '/api/tags') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ models: [{ name: 'llama3.2:3b' }, { name: 'qwen2.5:7b' }] }));
  });
  await new Promise<void>((resolve) => ollama.listen(0, '127.0.0.1', resolve));
  const ollamaUrl = `http://127.0.0.1:${(ollama.address() as AddressInfo).port}`;
  // LM Studio is looked for on a port given back at once, where nothing listens: Ollama is the one found.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  folio = await startFolio({ AI_DETECT_OLLAMA_URL: ollamaUrl, AI_DETECT_LMSTUDIO_URL: nowhere });
});

test.afterAll(async () => {
  await folio?.stop();
  await model?.close();
  await new Promise((resolve) => ollama?.close(resolve));
});

test('the owner connects a model from the create screen, tests the connection and saves it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: folio.url, viewport: { width: 1440, height: 900 } });
  const { token } = await apiAccount(context.request, 'ai-owner');
  const page = await context.newPage();
  await useToken(page, token);

  await page.goto('/presentation/new?mode=ai');
  await dismissSurvey(page);
  const notice = page.getByTestId('no-model-notice');
  await expect(notice).toContainText('No AI model is connected');
  await expect(notice).toContainText('It does not write new text about a topic');
  await screenshot(page, 'ai-create-no-model');
  await notice.getByRole('link', { name: 'Connect a model' }).click();
  await expect(page).toHaveURL(/\/settings\/ai$/);

  const screen = page.getByTestId('ai-settings');
  await expect(screen.getByTestId('ai-settings-current')).toHaveText('No model is connected: the built-in composer writes decks.');
  await expect(screen.getByTestId('local-servers')).toContainText('Ollama is running. Pick a model:');
  await expect(screen.getByRole('button', { name: 'qwen2.5:7b' })).toBeVisible();

  await screen.getByRole('radio', { name: /Other OpenAI-compatible server/ }).check();
  await screen.getByLabel('Server address').fill(model.baseUrl);
  await screen.getByLabel('Model', { exact: true }).fill('fake-chat');
  await screen.getByLabel('API key', { exact: true }).fill('sk-e2e-secret-key-4821');

  model.answerWith(
    (_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ id: 'fake-chat' }] })),
    streams('OK'),
  );
  await screen.getByRole('button', { name: 'Test connection' }).click();
  const report = screen.getByTestId('connection-report');
  await expect(report).toContainText('Connected: the model answered.');
  await expect(report.getByTestId('first-token')).toHaveText(/^First token after \d+ ms$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'ai-settings-tested');

  await screen.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Saved. New generations use this model now.');
  await expect(screen.getByTestId('ai-settings-current')).toHaveText('Connected: fake-chat');
  await expect(screen.getByTestId('key-hint')).toHaveText('A key ending in 4821 is saved. Leave this empty to keep it.');
  await expect(screen.getByLabel('API key', { exact: true })).toHaveValue('');
  await screenshot(page, 'ai-settings-saved');

  await page.goto('/presentation/new?mode=ai');
  await expect(page.getByTestId('ai-provider')).toContainText('fake-chat');
  await expect(page.getByTestId('no-model-notice')).toHaveCount(0);
  await screenshot(page, 'ai-create-model-connected');
  await page.getByRole('link', { name: 'AI model' }).click();
  await expect(page.getByTestId('ai-settings-current')).toHaveText('Connected: fake-chat');
  await context.close();
});
