/** @folio/server's public surface: settings, the server, and the database it runs on. */
export { loadSettings, SettingsError, type Settings } from './settings.ts';
export { startServer, buildApp, type FolioServer, type ServerOptions } from './server.ts';
export type { StaticFiles } from './http/static-files.ts';
export { openDatabase } from './db/open-database.ts';
export { PgliteInUseError } from './db/pglite-lock.ts';
export { listCodes, mintActivationCodes, type CodeSummary } from './domains/plans/codes.ts';
export type { Database, Queryable } from './db/database.ts';
export type { AppContext } from './app-context.ts';
export { startWorkerProcess, type WorkerProcess } from './worker.ts';
export { eventCounts, recentEvents, type EventCount, type StoredEvent } from './domains/insights/events.ts';
export { listFeedback, type StoredFeedback } from './domains/insights/feedback.ts';
export { listFlags, resetFlag, setFlag, type FlagState } from './domains/insights/flags.ts';
export { isFlagName, KNOWN_FLAGS, type FlagName } from './domains/insights/flag-names.ts';
export { DiscountCodeTaken, listDiscountCodes, mintDiscountCode, type DiscountSummary } from './domains/payments/discount-codes.ts';
