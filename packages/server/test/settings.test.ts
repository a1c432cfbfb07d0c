import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTokenSecret } from '../src/auth/token-secret.ts';
import { loadSettings, SettingsError } from '../src/settings.ts';

describe('settings', () => {
  it('start with safe defaults when nothing is set', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: undefined,
      smtpUrl: undefined,
      oidc: { issuer: 'https://accounts.google.com', clientId: undefined, clientSecret: undefined },
      production: false,
    });
    expect(settings.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('name the variable that is wrong', () => {
    expect(() => loadSettings({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => loadSettings({ PORT: 'eighty' })).toThrow(/PORT: .*got 'eighty'/);
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(() => loadSettings({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET: must be at least 32 characters/);
    expect(() => loadSettings({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadSettings({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadSettings({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadSettings({ OIDC_CLIENT_ID: 'id' })).toThrow(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/);
    expect(() => loadSettings({ EXPORT_RETENTION_MINUTES: '5' })).toThrow(/EXPORT_RETENTION_MINUTES/);
  });

  it('end an idle export process after EXPORT_PROCESS_IDLE_SECONDS, still reading the setting by its earlier name', () => {
    expect(loadSettings({}).exports.processIdleSeconds).toBe(300);
    expect(loadSettings({ EXPORT_PROCESS_IDLE_SECONDS: '30' }).exports.processIdleSeconds).toBe(30);
    expect(loadSettings({ EXPORT_THREAD_IDLE_SECONDS: '45' }).exports.processIdleSeconds).toBe(45);
    expect(loadSettings({ EXPORT_PROCESS_IDLE_SECONDS: '30', EXPORT_THREAD_IDLE_SECONDS: '45' }).exports.processIdleSeconds).toBe(30);
    expect(() => loadSettings({ EXPORT_PROCESS_IDLE_SECONDS: '0' })).toThrow(/EXPORT_PROCESS_IDLE_SECONDS/);
  });

  it('treat an empty variable as unset', () => {
    expect(loadSettings({ SMTP_URL: '', PORT: '' })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });

  it('drop a trailing slash from PUBLIC_URL and read production from NODE_ENV', () => {
    expect(loadSettings({ PUBLIC_URL: 'https://folio.example.com/', NODE_ENV: 'production' })).toMatchObject({ publicUrl: 'https://folio.example.com', production: true });
  });

  it('read the AI chat server once, typed, and name the variables that set it', () => {
    expect(loadSettings({}).ai.chat).toBeUndefined();
    expect(loadSettings({ AI_BASE_URL: ' http://127.0.0.1:11434/v1 ', AI_MODELS: 'llama3, qwen3', AI_JSON_MODE: 'true', AI_API_KEY: 'sk-local' }).ai.chat).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      model: 'llama3',
      models: ['llama3', 'qwen3'],
      jsonMode: true,
      variables: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODELS', 'AI_JSON_MODE'],
    });
  });

  it('refuse a bad AI setting at start, naming it', () => {
    expect(() => loadSettings({ AI_BASE_URL: 'localhost:11434' })).toThrow(/AI_BASE_URL: .*got 'localhost:11434'/);
    expect(() => loadSettings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_BASE_URL needs AI_MODEL/);
    expect(() => loadSettings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_MODELS: 'a,b,c,d,e,f,g,h,i' })).toThrow(/AI_MODELS: lists at most 8 models/);
    expect(() => loadSettings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_JSON_MODE: 'yes' })).toThrow(/AI_JSON_MODE: must be 1 or true/);
  });

  it('generate the token secret once into the data directory and reuse it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'folio-secret-'));
    try {
      const first = await resolveTokenSecret(undefined, dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveTokenSecret(undefined, dataDir)).toBe(first);
      expect((await readFile(join(dataDir, 'token-secret'), 'utf8')).trim()).toBe(first);
      expect(await resolveTokenSecret('configured-secret', dataDir)).toBe('configured-secret');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
