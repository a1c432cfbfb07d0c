import { startFolio } from '../../../scripts/start-folio.ts';

/**
 * Starts Folio the way a user does and hands its address to the tests. FOLIO_E2E_URL set by
 * the caller reuses a running server instead.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.FOLIO_E2E_URL) return async () => {};
  const folio = await startFolio();
  process.env.FOLIO_E2E_URL = folio.url;
  return () => folio.stop();
}
