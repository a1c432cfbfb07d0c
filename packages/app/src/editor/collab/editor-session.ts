import { History, LOCAL_ORIGIN } from '@folio/layout';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { CollabProvider, type Connection } from './collab-provider.ts';
import { deferStoring } from './deferred-store.ts';

/** PRODUCT.md §4 editor edit status. */
export type EditStatus = 'Initial' | 'Loading' | 'Loaded' | 'Changed';
/** PRODUCT.md §4 save status. */
export type SaveStatus = 'Initial' | 'Saving' | 'Saved';

export interface SessionStatus {
  edit: EditStatus;
  save: SaveStatus;
  connection: Connection;
}

export interface EditorSessionOptions {
  projectId: string;
  token: () => string;
  /** Keep a copy in IndexedDB so offline edits survive a reload (off in Node tests). */
  offline?: boolean;
  WebSocket?: new (url: string) => WebSocket;
  origin?: string;
}

/**
 * One open project: its Y.Doc, kept in IndexedDB and synced with the server, its history of
 * this person's edits, and the two statuses of §4. The document counts as loaded once the
 * server's copy has been merged, or — offline — once IndexedDB has given back a document.
 */
export class EditorSession {
  readonly doc = new Y.Doc();
  readonly history = new History(this.doc);
  readonly provider: CollabProvider;
  private readonly persistence: IndexeddbPersistence | undefined;
  private readonly stopStoring: (() => void) | undefined;
  private current: SessionStatus = { edit: 'Loading', save: 'Initial', connection: 'connecting' };
  private readonly listeners = new Set<() => void>();

  constructor(options: EditorSessionOptions) {
    if (options.offline !== false) {
      this.persistence = new IndexeddbPersistence(`folio-project-${options.projectId}`, this.doc);
      this.stopStoring = deferStoring(this.persistence, this.doc);
      void this.persistence.whenSynced.then(() => {
        if (this.doc.getArray('pages').length > 0) this.loaded();
      });
    }
    const origin = options.origin ?? location.origin;
    this.provider = new CollabProvider(this.doc, {
      url: () => {
        const url = new URL('/api2/v1/project/collab', origin.replace(/^http/, 'ws'));
        url.searchParams.set('id', options.projectId);
        url.searchParams.set('token', options.token());
        return url.toString();
      },
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    });
    this.provider.subscribe(this.onProvider);
    this.doc.on('afterTransaction', this.onTransaction);
  }

  get status(): SessionStatus {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  destroy(): void {
    this.doc.off('afterTransaction', this.onTransaction);
    this.provider.destroy();
    this.history.destroy();
    this.stopStoring?.();
    void this.persistence?.destroy();
    this.doc.destroy();
  }

  private readonly onProvider = (): void => {
    const { connection, synced } = this.provider.state;
    if (synced) this.loaded();
    this.set({ connection, save: this.saveStatus() });
  };

  /** Initial until this person first changes something; the load handshake itself is not a save. */
  private saveStatus(): SaveStatus {
    if (this.current.edit !== 'Changed' && this.current.save === 'Initial') return 'Initial';
    return this.provider.state.unsaved ? 'Saving' : 'Saved';
  }

  /** Unacknowledged changes exist: closing the tab now would lose them (`beforeunload`). */
  get unsaved(): boolean {
    return this.provider.state.unsaved;
  }

  /** §4: Changed on this person's edits of pages, title, theme or scripts — never on load or on others' edits. */
  private readonly onTransaction = (transaction: Y.Transaction): void => {
    if (transaction.origin !== LOCAL_ORIGIN || !transaction.changed.size) return;
    if (this.current.edit === 'Loaded') this.set({ edit: 'Changed' });
    this.set({ save: this.saveStatus() });
  };

  /** §4: the history is cleared on project init, so loading is never undone. */
  private loaded(): void {
    if (this.current.edit !== 'Loading') return;
    this.history.clear();
    this.set({ edit: 'Loaded' });
  }

  private set(patch: Partial<SessionStatus>): void {
    const next = { ...this.current, ...patch };
    if (next.edit === this.current.edit && next.save === this.current.save && next.connection === this.current.connection) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
