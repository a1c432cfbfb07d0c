import type { RouteLimit } from './define-route.ts';

const MINUTE_MS = 60_000;

/** AUTH_REQUESTS_PER_ADDRESS requests a minute from one client address to this call. */
export function perAddress(call: string): RouteLimit<{ ip: string }> {
  return { key: ({ ip }) => `${call}:address:${ip}`, limit: (settings) => settings.rateLimits.authRequestsPerAddress, windowMs: MINUTE_MS };
}

/**
 * LOGIN_ATTEMPTS_PER_ACCOUNT attempts per 15 minutes on one account, from any address: for calls
 * only the account's own session can make (password change, activation codes), where counting
 * by account locks out no one else. Sign-in counts by account and address (login-attempts.ts).
 */
export function perAccount<Input>(call: string, account: (input: Input) => string | number): RouteLimit<Input> {
  return { key: (input) => `${call}:account:${account(input)}`, limit: (settings) => settings.rateLimits.attemptsPerAccount, windowMs: 15 * MINUTE_MS };
}

/** §8 5003: one e-mail a minute to an address. */
export function mailCooldown<Input>(call: string, email: (input: Input) => string): RouteLimit<Input> {
  return { key: (input) => `${call}:mail:${email(input)}`, limit: () => 1, windowMs: MINUTE_MS, error: 'EMAIL_COOLDOWN' };
}
