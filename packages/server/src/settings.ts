import type { ChatServerSettings, WebSearchConfig } from '@folio/ai';
import { MAX_DEVELOPER_MODELS } from '@folio/contracts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EXPORT_RETENTION_MIN_MINUTES } from './domains/export/retention.ts';
import { KNOWN_FLAGS, type FlagName } from './domains/insights/flag-names.ts';

/**
 * Every setting of the server is an environment variable with a safe default (listed in the
 * root README.md's settings table). `loadSettings` validates them all at start so a typo fails
 * the start with the variable's name instead of misbehaving later.
 */
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z.url().optional();
const commaList = z
  .string()
  .default('')
  .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean));
/** The AI variables that set the chat server; the AI model screen names those set, since they override what it saves. */
const CHAT_VARIABLES = ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_MODELS', 'AI_JSON_MODE'] as const;

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_DAYS: positiveInt.default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Folio <no-reply@localhost>'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  LOGIN_ATTEMPTS_PER_ACCOUNT: positiveInt.default(10),
  AUTH_REQUESTS_PER_ADDRESS: positiveInt.default(60),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  NODE_ENV: z.string().default('development'),
  STORAGE_DIR: z.string().min(1).optional(),
  EXPORT_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  // An OpenAI-compatible server for every AI call; unset: the model the owner saves in the app, else the built-in composer.
  AI_BASE_URL: z.string().trim().pipe(z.url({ protocol: /^https?$/ })).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODELS: commaList.pipe(z.array(z.string().max(200)).max(MAX_DEVELOPER_MODELS, `lists at most ${MAX_DEVELOPER_MODELS} models (the developer model picker's)`)),
  AI_JSON_MODE: z.enum(['1', 'true', '0', 'false'], { error: 'must be 1 or true (on), 0 or false (off)' }).default('0'),
  AI_FREE_DAILY_CALLS: positiveInt.default(30),
  AI_IMAGE_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TTS_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TTS_VOICE: z.string().trim().min(1).max(40).optional(),
  // Web search for the reference panel, first set wins; none: search covers the user's own uploads and projects.
  SEARXNG_URL: z.url().optional(),
  BRAVE_API_KEY: z.string().trim().min(1).max(200).optional(),
  TAVILY_API_KEY: z.string().trim().min(1).max(200).optional(),
  OWNER_EMAILS: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((address) => address.trim().toLowerCase()).filter(Boolean)),
  AI_DETECT_OLLAMA_URL: z.url().default('http://127.0.0.1:11434'),
  AI_DETECT_LMSTUDIO_URL: z.url().default('http://127.0.0.1:1234'),
  REFERENCE_FETCH_ALLOW: commaList.pipe(z.array(z.string().regex(/^[0-9a-f.:]+:\d{1,5}$/i, 'address:port pairs, e.g. 127.0.0.1:8080'))),
  EXPORT_TIMEOUT_SECONDS: positiveInt.default(120),
  // A download link lives 15 minutes from export/get; a shorter retention would delete files under live links.
  EXPORT_RETENTION_MINUTES: z.coerce.number().int().min(EXPORT_RETENTION_MIN_MINUTES).max(60 * 24 * 365).default(60),
  EXPORT_PROCESS_IDLE_SECONDS: positiveInt.optional(),
  // Its name before exports ran in processes of their own.
  EXPORT_THREAD_IDLE_SECONDS: positiveInt.optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  UPLOAD_URL_TTL_MINUTES: positiveInt.default(15),
  UPLOAD_MAX_IMAGE_MB: positiveInt.default(20),
  UPLOAD_MAX_DOCUMENT_MB: positiveInt.default(50),
  UPLOAD_MAX_MEDIA_MB: positiveInt.default(200),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  STRIPE_API_URL: optionalUrl,
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  ANALYTICS_RETENTION_DAYS: positiveInt.default(180),
  ANALYTICS_FORWARD_URL: optionalUrl,
  ANALYTICS_FORWARD_FORMAT: z.enum(['json', 'posthog']).default('json'),
  ANALYTICS_FORWARD_KEY: z.string().min(1).optional(),
  FEEDBACK_WEBHOOK_URL: optionalUrl,
  ERROR_REPORTS_FORWARD_URL: optionalUrl,
  FEATURE_FLAGS: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.enum(KNOWN_FLAGS, { error: `names a flag this version does not have (known: ${KNOWN_FLAGS.join(', ')})` }))),
  // Issue 22: automatic versions kept per project (named ones are kept until deleted).
  VERSION_HISTORY_AUTO_KEEP: z.coerce.number().int().min(1).max(1000).default(30),
  // An editing session also ends after this long without edits, though the editor stays open.
  VERSION_HISTORY_IDLE_MINUTES: z.coerce.number().positive().max(24 * 60).default(10),
  // The app's texts as JSON, which scripts/build-app-locales.mjs writes (`folio start` builds them):
  // the server never reads the app's sources. `../dist` resolves to dist/ from src/ and dist/ alike.
  TRANSLATIONS_DIR: z.string().min(1).default(fileURLToPath(new URL('../dist/app-locales', import.meta.url))),
});

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Absent: one instance alone; collaboration fan-out and rate limits stay in this process. */
  redisUrl: string | undefined;
  /**
   * Absent: links sent to others use `http://localhost:<listening port>`, resolved once the
   * server listens, and links the app fetches are paths on the page's origin (http/fetch-base.ts).
   */
  publicUrl: string | undefined;
  /** Absent: generated once into `dataDir/token-secret` and reused (see token-secret.ts). */
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  /** OWNER_EMAILS: the accounts that run the instance (AI model settings); empty: the first account (see domains/ai-settings/instance-owner.ts). */
  ownerEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  rateLimits: {
    /** Sign-in attempts per account and client address without a success, and password-change and activation-code attempts per account, within 15 minutes. */
    attemptsPerAccount: number;
    /** Requests to the sign-in, sign-up and reset calls per client address within a minute. */
    authRequestsPerAddress: number;
  };
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  production: boolean;
  storage: {
    /** Local file storage (STORAGE_DIR, default DATA_DIR/files); unused when `s3` is set. */
    dir: string;
    s3: { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
    /** How long an upload URL from upload/url accepts the bytes. */
    uploadUrlTtlSeconds: number;
  };
  ai: {
    /**
     * AI_BASE_URL (with AI_MODEL, AI_API_KEY, AI_MODELS, AI_JSON_MODE): the chat server that
     * overrides the model the owner saves in the app; `variables` names those set, for that screen.
     */
    chat: (ChatServerSettings & { variables: string[] }) | undefined;
    /** AI calls a free account may make per day (issue 7 "Plan limits"). */
    freeDailyCalls: number;
    /** AI_IMAGE_MODEL on the AI_BASE_URL server, for ai/image/generate; absent: images are drawn offline. */
    image: { model: string; baseUrl: string; apiKey: string | undefined } | undefined;
    /** AI_TTS_MODEL (and AI_TTS_VOICE) on the AI_BASE_URL server, for speaker-note audio; absent: the app speaks with the browser's voice. */
    speech: { model: string; voice: string | undefined; baseUrl: string; apiKey: string | undefined } | undefined;
    /** Where the settings screen looks for Ollama and LM Studio (another host when Folio runs in a container). */
    detect: { ollama: string; lmStudio: string };
    /** SEARXNG_URL, BRAVE_API_KEY or TAVILY_API_KEY, first set wins; absent: search covers the user's own uploads and projects. */
    webSearch: WebSearchConfig | undefined;
    /** REFERENCE_FETCH_ALLOW: address:port pairs off the public internet that web references may still be read from (a test page, an intranet blog). */
    fetchAllow: string[];
  };
  exports: {
    /** Exports this process runs at once; 0 leaves them to `folio worker` processes. */
    workers: number;
    timeoutSeconds: number;
    /** EXPORT_RETENTION_MINUTES: finished exports are deleted, file and task, this long after they finish. */
    retentionSeconds: number;
    /** EXPORT_PROCESS_IDLE_SECONDS: an export process idle this long ends and gives its memory back. */
    processIdleSeconds: number;
  };
  /** Largest upload in bytes per kind of file (§9 names 20 MB for avatars). */
  uploadLimits: { image: number; document: number; media: number };
  /** Stripe Checkout for Pro; absent, Pro comes only from activation codes and invitations. */
  stripe: { secretKey: string; webhookSecret: string; prices: { monthly: string; annual: string }; apiUrl: string | undefined } | undefined;
  /** The built-in product analytics, feedback inbox and feature flags (see insights/). */
  insights: {
    /** ANALYTICS=off: the app is told not to send events and track/events drops them. */
    analytics: boolean;
    retentionDays: number;
    /** Each stored batch is also posted here: plain JSON, or PostHog's batch format with its key. */
    forward: { url: string; format: 'json' | 'posthog'; key: string | undefined } | undefined;
    /** Each feedback message is also posted here as `{ text }` (Slack and Mattermost incoming webhooks). */
    feedbackWebhook: string | undefined;
    /** Each error report (track/error) is also posted here as JSON, to an outside error tracker's collector. */
    errorReportsForward: string | undefined;
    /** Flags on for everyone unless `folio flags set` says otherwise. */
    defaultFlags: FlagName[];
  };
  /** The app's i18next texts, read by /translate/{source}/{target}.txt at request time. */
  translationsDir: string;
  /** VERSION_HISTORY_AUTO_KEEP: the newest automatic versions kept per project; VERSION_HISTORY_IDLE_MINUTES: a pause in editing that ends a session (domains/history). */
  history: { autoKeep: number; idleMs: number };
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Empty strings mean "unset" so `SMTP_URL= pnpm folio start` falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message} (got '${env[String(issue.path[0])] ?? ''}')`);
    throw new SettingsError(`invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.OIDC_CLIENT_ID) !== Boolean(e.OIDC_CLIENT_SECRET)) {
    throw new SettingsError('invalid settings:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new SettingsError('invalid settings:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.AI_BASE_URL && !e.AI_MODEL && e.AI_MODELS.length === 0) {
    throw new SettingsError('invalid settings:\n  AI_BASE_URL needs AI_MODEL: name the model to use');
  }
  if (e.AI_IMAGE_MODEL && !e.AI_BASE_URL) {
    throw new SettingsError('invalid settings:\n  AI_IMAGE_MODEL needs AI_BASE_URL (the server that runs the image model)');
  }
  if (e.ANALYTICS_FORWARD_FORMAT === 'posthog' && e.ANALYTICS_FORWARD_URL && !e.ANALYTICS_FORWARD_KEY) {
    throw new SettingsError('invalid settings:\n  ANALYTICS_FORWARD_FORMAT=posthog needs ANALYTICS_FORWARD_KEY (the project API key)');
  }
  const stripe = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_MONTHLY, e.STRIPE_PRICE_ANNUAL];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    throw new SettingsError('invalid settings:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL must be set together');
  }
  if (e.AI_TTS_MODEL && !e.AI_BASE_URL) {
    throw new SettingsError('invalid settings:\n  AI_TTS_MODEL needs AI_BASE_URL (the server that runs the speech model)');
  }
  const MB = 1024 * 1024;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 24 * 3600,
    ownerEmails: e.OWNER_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    rateLimits: { attemptsPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT, authRequestsPerAddress: e.AUTH_REQUESTS_PER_ADDRESS },
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    ai: {
      chat: e.AI_BASE_URL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL ?? e.AI_MODELS[0]!,
            models: e.AI_MODELS,
            jsonMode: e.AI_JSON_MODE === '1' || e.AI_JSON_MODE === 'true',
            variables: CHAT_VARIABLES.filter((name) => present[name] !== undefined),
          }
        : undefined,
      freeDailyCalls: e.AI_FREE_DAILY_CALLS,
      image: e.AI_IMAGE_MODEL && e.AI_BASE_URL ? { model: e.AI_IMAGE_MODEL, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY } : undefined,
      speech: e.AI_TTS_MODEL && e.AI_BASE_URL ? { model: e.AI_TTS_MODEL, voice: e.AI_TTS_VOICE, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY } : undefined,
      detect: { ollama: e.AI_DETECT_OLLAMA_URL.replace(/\/+$/, ''), lmStudio: e.AI_DETECT_LMSTUDIO_URL.replace(/\/+$/, '') },
      webSearch: webSearchOf(e),
      fetchAllow: e.REFERENCE_FETCH_ALLOW,
    },
    exports: { workers: e.EXPORT_WORKERS, timeoutSeconds: e.EXPORT_TIMEOUT_SECONDS, retentionSeconds: e.EXPORT_RETENTION_MINUTES * 60, processIdleSeconds: e.EXPORT_PROCESS_IDLE_SECONDS ?? e.EXPORT_THREAD_IDLE_SECONDS ?? 300 },
    storage: {
      dir: resolve(e.STORAGE_DIR ?? `${e.DATA_DIR}/files`),
      s3: e.S3_BUCKET
        ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
        : undefined,
      uploadUrlTtlSeconds: e.UPLOAD_URL_TTL_MINUTES * 60,
    },
    uploadLimits: { image: e.UPLOAD_MAX_IMAGE_MB * MB, document: e.UPLOAD_MAX_DOCUMENT_MB * MB, media: e.UPLOAD_MAX_MEDIA_MB * MB },
    translationsDir: resolve(e.TRANSLATIONS_DIR),
    history: { autoKeep: e.VERSION_HISTORY_AUTO_KEEP, idleMs: Math.round(e.VERSION_HISTORY_IDLE_MINUTES * 60_000) },
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, prices: { monthly: e.STRIPE_PRICE_MONTHLY!, annual: e.STRIPE_PRICE_ANNUAL! }, apiUrl: e.STRIPE_API_URL }
      : undefined,
    insights: {
      analytics: e.ANALYTICS === 'on',
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      forward: e.ANALYTICS_FORWARD_URL ? { url: e.ANALYTICS_FORWARD_URL, format: e.ANALYTICS_FORWARD_FORMAT, key: e.ANALYTICS_FORWARD_KEY } : undefined,
      feedbackWebhook: e.FEEDBACK_WEBHOOK_URL,
      errorReportsForward: e.ERROR_REPORTS_FORWARD_URL,
      defaultFlags: e.FEATURE_FLAGS,
    },
  };
}

function webSearchOf(e: z.infer<typeof EnvSchema>): WebSearchConfig | undefined {
  if (e.SEARXNG_URL) return { engine: 'searxng', url: e.SEARXNG_URL };
  if (e.BRAVE_API_KEY) return { engine: 'brave', apiKey: e.BRAVE_API_KEY };
  if (e.TAVILY_API_KEY) return { engine: 'tavily', apiKey: e.TAVILY_API_KEY };
  return undefined;
}
