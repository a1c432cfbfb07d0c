import { trackApi } from '../api/folio-api.ts';

/**
 * Sends a client crash to `/api2/v1/track/error` (§7) and returns the error ID shown to the user,
 * so a report can be matched with what they saw. Reporting must never throw over the crash itself.
 */
export function reportError(error: unknown, componentStack?: string): string {
  const digest = crypto.randomUUID().slice(0, 8);
  const err = error instanceof Error ? error : new Error(String(error));
  trackApi.error({ error: err.message, stack: err.stack, digest, componentStack }).catch(() => {});
  return digest;
}
