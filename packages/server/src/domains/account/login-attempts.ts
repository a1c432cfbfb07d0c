import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

const WINDOW_MS = 15 * 60_000;
/** Failures on one account from every address, as a multiple of the per-address limit, before each attempt is slowed. */
const ACCOUNT_CEILING_PER_ADDRESS_LIMIT = 5;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 16_000;

/**
 * Password guessing is limited the way the OWASP Authentication cheat sheet suggests, so that
 * knowing someone's address is not enough to lock them out:
 *
 * - Per account *and* client address: after LOGIN_ATTEMPTS_PER_ACCOUNT attempts without a
 *   success in 15 minutes, that address is refused for that account (0 'Too frequent visits.'),
 *   even with the right password, since it is the guessing one. The owner signing in from
 *   anywhere else is not affected, and a success clears the count.
 * - Per account, across every address: past five times that many failures, each attempt waits
 *   1 s, then 2 s, 4 s, … up to 16 s before the password is checked, and then goes ahead. A
 *   hard lock here would again let anyone with a few addresses keep the owner out; the delay
 *   costs the owner seconds once, and costs a guesser on many addresses seconds on every
 *   guess. Each address's share stays capped by the pair limit and AUTH_REQUESTS_PER_ADDRESS.
 *
 * The counts live in the shared rate limiter, so they hold across instances on one Redis.
 */
export async function admitAttempt(ctx: AppContext, userId: number, address: string): Promise<void> {
  const limit = ctx.settings.rateLimits.attemptsPerAccount;
  if (!(await ctx.limiter.hit(pairKey(userId, address), limit, WINDOW_MS))) throw new AppError('TOO_FREQUENT');
  const beyondCeiling = (await ctx.limiter.count(accountKey(userId))) - limit * ACCOUNT_CEILING_PER_ADDRESS_LIMIT;
  if (beyondCeiling >= 0) await sleep(Math.min(FIRST_DELAY_MS * 2 ** beyondCeiling, LONGEST_DELAY_MS));
}

export async function attemptFailed(ctx: AppContext, userId: number): Promise<void> {
  await ctx.limiter.add(accountKey(userId), WINDOW_MS);
}

/** The pair's count starts again; the account's stays, as the guessing elsewhere has not stopped. */
export async function attemptSucceeded(ctx: AppContext, userId: number, address: string): Promise<void> {
  await ctx.limiter.reset(pairKey(userId, address));
}

function pairKey(userId: number, address: string): string {
  return `login:account:${userId}:address:${address}`;
}

function accountKey(userId: number): string {
  return `login:failures:account:${userId}`;
}
