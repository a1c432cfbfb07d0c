import { MESSAGE_AWARENESS, MESSAGE_SAVED, MESSAGE_SYNC } from '@folio/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { reconnectDelay } from './reconnect-delay.ts';

export type Connection = 'connecting' | 'online' | 'offline';

export interface ProviderState {
  connection: Connection;
  /** The server's document has been merged into ours at least once. */
  synced: boolean;
  /** Local changes the server has not yet reported stored (sent and unacknowledged, or made offline). */
  unsaved: boolean;
}

export interface CollabProviderOptions {
  /** The socket address, asked anew on every connection so a refreshed token is used. */
  url: () => string;
  /** The WebSocket constructor: the browser's, or `ws` in Node tests. */
  WebSocket?: new (url: string) => WebSocket;
}

/**
 * The editor's end of the collaboration socket (server: domains/collab/room.ts): keeps the
 * Y.Doc in sync, shares awareness, reconnects with backoff, and turns the server's "saved"
 * acknowledgements into `unsaved`. The server counts each sync step 2 or update it receives on
 * a connection and acknowledges them in order once stored, so "everything sent is stored"
 * is simply `saved === sent` for the current connection; what was unacknowledged when a
 * connection dropped goes again in the step 2 of the next one.
 */
export class CollabProvider {
  readonly awareness: awarenessProtocol.Awareness;
  private socket: WebSocket | undefined;
  private sent = 0;
  private saved = 0;
  /** A local change happened with no open connection to send it on. */
  private changedOffline = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;
  /** Local updates not yet sent: a task's worth goes as one message once the task is done. */
  private outbox: Uint8Array[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private current: ProviderState = { connection: 'connecting', synced: false, unsaved: false };
  private readonly WebSocketImpl: new (url: string) => WebSocket;

  constructor(
    readonly doc: Y.Doc,
    private readonly options: CollabProviderOptions,
  ) {
    this.WebSocketImpl = options.WebSocket ?? WebSocket;
    this.awareness = new awarenessProtocol.Awareness(doc);
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.connect();
  }

  get state(): ProviderState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Skips the backoff wait, e.g. when the browser reports it is back online. */
  reconnectNow(): void {
    if (this.socket || this.destroyed) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.flushTimer);
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], 'destroy');
    this.socket?.close();
    this.awareness.destroy();
  }

  private connect(): void {
    this.update({ connection: 'connecting' });
    const socket = new this.WebSocketImpl(this.options.url());
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.sent = 0;
    this.saved = 0;
    socket.onopen = () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(encoder, this.doc);
      socket.send(encoding.toUint8Array(encoder));
      if (this.awareness.getLocalState() !== null) this.sendAwareness([this.doc.clientID]);
    };
    // A failed connection also closes; reconnecting is onclose's job.
    socket.onerror = () => {};
    socket.onmessage = (event: MessageEvent) => this.receive(socket, new Uint8Array(event.data as ArrayBuffer));
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      // What the server had not acknowledged is sent again in the next connection's step 2.
      if (this.sent > this.saved || this.outbox.length > 0) this.changedOffline = true;
      this.outbox = [];
      awarenessProtocol.removeAwarenessStates(this.awareness, [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID), this);
      if (this.destroyed) return;
      this.update({ connection: 'offline', unsaved: this.changedOffline });
      this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempts++));
    };
  }

  private receive(socket: WebSocket, message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_SYNC) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      const syncKind = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
      if (syncKind === syncProtocol.messageYjsSyncStep1) {
        // Our step 2 carries every change the server lacks, offline ones included: it counts as one sent.
        this.sent += 1;
        this.changedOffline = false;
      }
      if (encoding.length(reply) > 1) socket.send(encoding.toUint8Array(reply));
      if (syncKind === syncProtocol.messageYjsSyncStep2) {
        this.attempts = 0;
        this.update({ connection: 'online', synced: true, unsaved: this.sent > this.saved });
      } else if (syncKind === syncProtocol.messageYjsSyncStep1) {
        this.update({ unsaved: true });
      }
    } else if (kind === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
    } else if (kind === MESSAGE_SAVED) {
      this.saved = decoding.readVarUint(decoder);
      this.update({ unsaved: this.sent > this.saved || this.changedOffline });
    }
  }

  /**
   * Sending is left to a task of its own: a WebSocket send costs milliseconds that a keystroke
   * would otherwise wait for before it is drawn, and a burst of updates goes as one message.
   */
  private readonly onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this) return;
    this.outbox.push(update);
    this.update({ unsaved: true });
    if (this.flushTimer === undefined) this.flushTimer = setTimeout(this.flush, 0);
  };

  private readonly flush = (): void => {
    this.flushTimer = undefined;
    const updates = this.outbox;
    this.outbox = [];
    if (updates.length === 0) return;
    const socket = this.socket;
    // Before our step 2 has gone, the handshake carries the change; with no connection, the next one does.
    if (!socket || socket.readyState !== socket.OPEN || this.sent === 0) {
      this.changedOffline = true;
      return;
    }
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates));
    socket.send(encoding.toUint8Array(encoder));
    this.sent += 1;
  };

  private readonly onAwarenessUpdate = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void => {
    if (origin === this) return;
    this.sendAwareness([...added, ...updated, ...removed]);
  };

  private sendAwareness(clients: number[]): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients));
    socket.send(encoding.toUint8Array(encoder));
  }

  private update(patch: Partial<ProviderState>): void {
    const next = { ...this.current, ...patch };
    if (next.connection === this.current.connection && next.synced === this.current.synced && next.unsaved === this.current.unsaved) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
