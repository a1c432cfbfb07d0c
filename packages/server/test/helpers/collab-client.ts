import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { MESSAGE_SAVED, MESSAGE_SYNC } from '@folio/contracts';

/**
 * A minimal editor end of the collaboration socket for tests: keeps a Y.Doc in sync, sends
 * local changes, and counts the server's "saved" acknowledgements.
 */
export class CollabClient {
  readonly doc = new Y.Doc();
  private sent = 0;
  saved = 0;
  private readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private synced!: () => void;
  readonly ready = new Promise<void>((resolve) => (this.synced = resolve));

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'nodebuffer';
    this.closed = new Promise((resolve) => this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.socket.on('open', () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(encoder, this.doc);
      this.socket.send(encoding.toUint8Array(encoder));
    });
    this.socket.on('message', (data: Buffer) => this.receive(new Uint8Array(data)));
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      // Before the socket opens, the sync handshake carries local changes (our step 2).
      if (origin === this || this.socket.readyState !== WebSocket.OPEN) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      this.sent += 1;
      this.socket.send(encoding.toUint8Array(encoder));
    });
  }

  /** Changes sent that the server has not yet reported stored. */
  get unsaved(): number {
    return this.sent - this.saved;
  }

  close(): void {
    this.socket.close();
  }

  private receive(message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_SYNC) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      const syncKind = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
      if (syncKind === syncProtocol.messageYjsSyncStep1) {
        // Our answer (step 2) carries whatever we had that the server lacks: count it as sent.
        this.sent += 1;
      }
      if (encoding.length(reply) > 1) this.socket.send(encoding.toUint8Array(reply));
      if (syncKind === syncProtocol.messageYjsSyncStep2) this.synced();
    } else if (kind === MESSAGE_SAVED) {
      this.saved = decoding.readVarUint(decoder);
    }
  }
}

/** The HTTP status the server answers a collaboration upgrade with (101 when it accepts). */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', (error) => reject(error));
  });
}
