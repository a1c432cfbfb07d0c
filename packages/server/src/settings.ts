import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server is an environment variable with a safe default (listed in the
 * root README.md's settings table). `loadSettings` validates them all at start so a typo fails
 * the start with the variable's name instead of misbehaving later.
 */
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z.url().optional();

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
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
});

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Absent: `http://localhost:<listening port>`, resolved once the server listens. */
  publicUrl: string | undefined;
  /** Absent: generated once into `dataDir/token-secret` and reused (see token-secret.ts). */
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  rateLimits: {
    /** Failed-or-not login and reset attempts per e-mail address within 15 minutes. */
    attemptsPerAccount: number;
    /** Requests to the sign-in, sign-up and reset calls per client address within a minute. */
    authRequestsPerAddress: number;
  };
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  production: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 24 * 3600,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    rateLimits: { attemptsPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT, authRequestsPerAddress: e.AUTH_REQUESTS_PER_ADDRESS },
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
  };
}
