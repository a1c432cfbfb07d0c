import type { ExtractionThreads } from '@folio/ai';
import type { Tokens } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import type { ModelSettings } from './domains/ai-settings/model-settings.ts';
import type { Rooms } from './domains/collab/rooms.ts';
import type { ProjectReads } from './domains/projects/project-reads.ts';
import type { DownloadSigner } from './domains/export/download-url.ts';
import type { ShareAccessSigner } from './domains/share-links/share-access.ts';
import type { PutUrlSigner } from './domains/storage/signed-put-url.ts';
import type { Storage } from './domains/storage/storage.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Settings } from './settings.ts';

/**
 * What domain services and routes are given instead of reaching for globals: the settings, the
 * database, the mailer, tokens and rate limits. Tests build the same context around their own
 * database; a new domain takes what it needs from here (and adds its own dependency here).
 */
export interface AppContext {
  settings: Settings;
  db: Database;
  mailer: Mailer;
  tokens: Tokens;
  limiter: RateLimiter;
  /** File bytes: uploads, exports, thumbnails (local directory or S3). */
  storage: Storage;
  /** Reads uploaded documents in capped worker threads: the server's own thread never parses a user's file. */
  extractor: ExtractionThreads;
  /** Signs and checks the local upload URLs that upload/url hands out. */
  uploadSigner: PutUrlSigner;
  /** The projects open in the editor on this server, and changes the server makes to their Yjs state. */
  collab: Rooms;
  /** project/get and project/list answers kept while the owner's projects stay unchanged. */
  projectReads: ProjectReads;
  /** Signs and checks the expiring links to finished exports. */
  downloads: DownloadSigner;
  /** Signs and checks the cookies of viewers who typed a share link's password. */
  shareAccess: ShareAccessSigner;
  /** Wakes this process's export worker when a task is queued (a no-op when exports run elsewhere). */
  exportQueue: { kick(): void };
  /** The AI provider of each call: the environment's, else the model the owner saved, else the composer. */
  aiModel: ModelSettings;
  /**
   * Base of the links people send or follow from elsewhere (e-mails, share and invite links,
   * sign-in redirects): PUBLIC_URL, else `http://localhost:<port>`. Never the request's Host,
   * which whoever sends the request chooses.
   */
  publicUrl(): string;
  /** Base of the links the app fetches itself (http/fetch-base.ts): PUBLIC_URL, else none, so they are paths on the page's own origin. */
  fetchBase: string;
  /** Console output for people running the server (the dev outbox prints mail here). */
  print(text: string): void;
}
