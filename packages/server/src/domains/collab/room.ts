import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { Database } from '../../db/database.ts';
import { MESSAGE_AWARENESS, MESSAGE_SYNC } from '@folio/contracts';
import { savedMessage } from './collab-messages.ts';
import { DocumentGuard } from './document-guard.ts';
import type { FanOut } from './fan-out.ts';
import { appendUpdate, compactProject, loadStoredUpdates, type LoadedDoc } from './project-store.ts';

/** One end of a collaboration socket. */
export interface Peer {
  send(message: Uint8Array): void;
  close(code: number, reason: string): void;
  /** The signed-in editor, named as the author of the version their session ends with. */
  userId?: number | undefined;
}

interface PeerState {
  /** document-changing messages received, acknowledged as saved once stored */
  received: number;
  /** awareness client ids this peer announced, removed when it leaves */
  clients: Set<number>;
}

export interface RoomOptions {
  /** Fold stored updates into the snapshot after this long without edits… */
  compactIdleMs: number;
  /** …or after this many updates, whichever comes first. */
  compactEvery: number;
  onError(error: unknown): void;
  /** Other instances editing the same projects (NO_FAN_OUT when there are none). */
  fanOut: FanOut;
  /**
   * An editing session ended with something stored: the last editor left, or nothing was
   * edited for `sessionIdleMs` (the version history takes an automatic version).
   */
  onSessionEnd?(projectId: number, lastEditorId: number | undefined): Promise<void>;
  sessionIdleMs?: number;
}

/** The origin of updates another instance already stored: passed on to editors, not stored again. */
export const STORED_ELSEWHERE = Symbol('stored elsewhere');

/**
 * Everyone editing one project, on this server: one Y.Doc, its awareness (cursors, names),
 * a guard that refuses an editor's update which would make the document invalid, and a queue
 * that stores each update before it is passed on or acknowledged, in the order the updates
 * were applied.
 */
export class Room {
  readonly awareness: awarenessProtocol.Awareness;
  private readonly peers = new Map<Peer, PeerState>();
  private queue: Promise<void> = Promise.resolve();
  private lastUpdateId: number;
  private sinceCompaction = 0;
  private compactTimer: NodeJS.Timeout | undefined;
  private readonly ydoc: Y.Doc;
  private readonly guard: DocumentGuard;
  /** Whether this session stored a change, and whose was the last: see endSession. */
  private changed = false;
  /** The session end under way, if any (see endSession). */
  private ending: Promise<void> = Promise.resolve();
  private lastEditorId: number | undefined;
  private sessionTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    readonly projectId: number,
    loaded: LoadedDoc,
    private readonly options: RoomOptions,
    private readonly unsubscribe: () => Promise<void> = async () => {},
  ) {
    this.ydoc = loaded.ydoc;
    this.guard = new DocumentGuard(this.ydoc);
    this.lastUpdateId = loaded.lastUpdateId;
    this.awareness = new awarenessProtocol.Awareness(this.ydoc);
    this.awareness.setLocalState(null);
    this.ydoc.on('update', (update: Uint8Array, origin: unknown) => {
      // An editor's update reached the guard's copy before it was let through.
      if (!this.peers.has(origin as Peer)) this.guard.follow(update);
      if (origin === STORED_ELSEWHERE) this.broadcast(syncUpdate(update));
      else this.store(update, origin as Peer | undefined);
    });
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const peer = this.peers.get(origin as Peer);
      if (peer) {
        for (const id of added) peer.clients.add(id);
        for (const id of removed) peer.clients.delete(id);
      }
      const changed = [...added, ...updated, ...removed];
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
      this.broadcast(encoding.toUint8Array(encoder));
    });
  }

  get size(): number {
    return this.peers.size;
  }

  join(peer: Peer): void {
    this.peers.set(peer, { received: 0, clients: new Set() });
    const sync = encoding.createEncoder();
    encoding.writeVarUint(sync, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(sync, this.ydoc);
    peer.send(encoding.toUint8Array(sync));
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
      peer.send(encoding.toUint8Array(encoder));
    }
  }

  receive(peer: Peer, message: Uint8Array): void {
    const state = this.peers.get(peer);
    if (!state) return;
    const decoder = decoding.createDecoder(message);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_SYNC) {
      const syncKind = decoding.readVarUint(decoder);
      if (syncKind === syncProtocol.messageYjsSyncStep1) {
        const reply = encoding.createEncoder();
        encoding.writeVarUint(reply, MESSAGE_SYNC);
        syncProtocol.readSyncStep1(decoder, reply, this.ydoc);
        peer.send(encoding.toUint8Array(reply));
      } else if (syncKind === syncProtocol.messageYjsSyncStep2 || syncKind === syncProtocol.messageYjsUpdate) {
        const update = decoding.readVarUint8Array(decoder);
        if (!this.guard.admits(update)) {
          // Neither stored nor acknowledged: the editor keeps it as unsaved, and nobody else sees it.
          this.leave(peer);
          peer.close(1007, 'the change would make the document invalid');
          return;
        }
        Y.applyUpdate(this.ydoc, update, peer);
        state.received += 1;
        const count = state.received;
        // Queued behind the storing of whatever this message changed: "saved" means stored.
        this.enqueue(async () => peer.send(savedMessage(count)));
      } else {
        throw new Error(`unknown sync message ${syncKind}`);
      }
    } else if (kind === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), peer);
    }
  }

  /** An update another instance stored and published. */
  receiveStored(update: Uint8Array): void {
    Y.applyUpdate(this.ydoc, update, STORED_ELSEWHERE);
  }

  /** Takes in everything stored meanwhile, after updates from other instances may have been missed. */
  catchUp(): Promise<void> {
    return this.enqueue(async () => {
      for (const update of await loadStoredUpdates(this.db, this.projectId)) Y.applyUpdate(this.ydoc, update, STORED_ELSEWHERE);
    });
  }

  /** A change made by the server itself (a rename or document written through the API): stored and sent to every editor. */
  apply(edit: (ydoc: Y.Doc) => void): Promise<void> {
    // One transaction, one update: editors never see half an edit (a generated slide put in
    // before the page it replaces is taken out).
    this.ydoc.transact(() => edit(this.ydoc));
    return this.queue;
  }

  leave(peer: Peer): void {
    const state = this.peers.get(peer);
    if (!state) return;
    this.peers.delete(peer);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...state.clients], null);
  }

  /** Waits for everything received to be stored, then folds it into the snapshot. */
  async flush(): Promise<void> {
    clearTimeout(this.compactTimer);
    await this.enqueue(() => this.compact());
  }

  destroy(): void {
    clearTimeout(this.compactTimer);
    clearTimeout(this.sessionTimer);
    void this.unsubscribe().catch(this.options.onError);
    this.awareness.destroy();
    this.guard.destroy();
    this.ydoc.destroy();
  }

  /**
   * Ends the editing session if it changed anything since the last one ended (the version reads
   * the live document). A call while an end is under way waits for it: the last editor leaving
   * and the server closing both end the session, and the close must not finish, and the
   * database close under it, while the version is still being written.
   */
  async endSession(): Promise<void> {
    clearTimeout(this.sessionTimer);
    if (this.changed) {
      this.changed = false;
      const ending = this.ending;
      this.ending = ending.then(() => this.options.onSessionEnd?.(this.projectId, this.lastEditorId).catch(this.options.onError));
    }
    await this.ending;
  }

  private store(update: Uint8Array, origin: Peer | undefined): void {
    this.changed = true;
    if (origin?.userId !== undefined) this.lastEditorId = origin.userId;
    if (this.options.sessionIdleMs !== undefined) {
      // A tab left open all day still closes a session once its editing pauses.
      clearTimeout(this.sessionTimer);
      this.sessionTimer = setTimeout(() => void this.endSession(), this.options.sessionIdleMs);
      this.sessionTimer.unref();
    }
    this.enqueue(async () => {
      this.lastUpdateId = await appendUpdate(this.db, this.projectId, update);
      this.options.fanOut.publish(this.projectId, update);
      this.broadcast(syncUpdate(update), origin);
      this.sinceCompaction += 1;
      if (this.sinceCompaction >= this.options.compactEvery) await this.compact();
      else this.scheduleCompaction();
    });
  }

  private scheduleCompaction(): void {
    clearTimeout(this.compactTimer);
    this.compactTimer = setTimeout(() => void this.enqueue(() => this.compact()), this.options.compactIdleMs);
    this.compactTimer.unref();
  }

  private async compact(): Promise<void> {
    if (this.sinceCompaction === 0) return;
    await compactProject(this.db, this.projectId, this.ydoc, this.lastUpdateId, STORED_ELSEWHERE);
    this.sinceCompaction = 0;
  }

  /**
   * Runs work after everything queued before it. A storage failure closes every socket: the
   * editors reconnect, resend what was not acknowledged, and nothing is reported saved that
   * was not.
   */
  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error) => {
      this.options.onError(error);
      for (const peer of this.peers.keys()) peer.close(1011, 'could not store the change');
    });
    return this.queue;
  }

  private broadcast(message: Uint8Array, except?: Peer): void {
    for (const peer of this.peers.keys()) if (peer !== except) peer.send(message);
  }
}

function syncUpdate(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}
