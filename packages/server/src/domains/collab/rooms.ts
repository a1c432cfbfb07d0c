import { ProjectDocument, readProject } from '@folio/layout';
import type * as Y from 'yjs';
import type { Database } from '../../db/database.ts';
import { appendUpdate, compactProject, foldStoredUpdates, hasUpdatesOlderThan, loadProjectDoc } from './project-store.ts';
import { Room, type Peer, type RoomOptions } from './room.ts';

/** Stored updates this many idle delays old that are still not folded were left by a server that stopped. */
const LEFTOVER_AFTER_IDLE_DELAYS = 5;

/**
 * The open rooms of this server, one per project being edited. A room is loaded when its first
 * editor connects and stored and closed when its last one leaves.
 */
export class Rooms {
  private readonly open = new Map<number, Promise<Room>>();
  private folding: Promise<void> = Promise.resolve();
  /** Sessions of rooms already closed whose end (an automatic version) is still being written. */
  private readonly sessionEnds = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly options: RoomOptions,
  ) {
    options.fanOut.onReconnect(() => {
      for (const room of this.open.values()) void room.then((ready) => ready.catchUp()).catch(options.onError);
    });
  }

  /** How many projects have a room open (someone editing, or a room still closing). */
  get openCount(): number {
    return this.open.size;
  }

  /**
   * Whether the project's stored updates are a stopped server's leftovers, which no room will
   * fold: none is open here, and the newest was stored longer ago than a room on any instance
   * lets its updates wait (its idle delay, with room to spare). Updates a room is still taking
   * in are its own to fold: folding them from a read took the project's row lock ahead of each
   * update the room stored (its foreign key check waits on that lock) and raised the owner's
   * version, so the next read missed its cached answer and folded again; on PostgreSQL under
   * load the room fell tens of seconds behind, and exports, which wait for it, with it.
   */
  async holdsLeftovers(projectId: number): Promise<boolean> {
    if (this.open.has(projectId)) return false;
    return hasUpdatesOlderThan(this.db, projectId, (this.options.compactIdleMs * LEFTOVER_AFTER_IDLE_DELAYS) / 1000);
  }

  async join(projectId: number, peer: Peer): Promise<Room> {
    let room = this.open.get(projectId);
    if (!room) {
      room = this.openRoom(projectId);
      this.open.set(projectId, room);
      room.catch(() => this.open.delete(projectId));
    }
    const ready = await room;
    ready.join(peer);
    return ready;
  }

  /**
   * Listens to other instances before loading, so nothing stored between the load and the
   * subscription is missed; what arrives meanwhile is applied once the room exists.
   */
  private async openRoom(projectId: number): Promise<Room> {
    const early: Uint8Array[] = [];
    let room: Room | undefined;
    const unsubscribe = await this.options.fanOut.subscribe(projectId, (update) => (room ? room.receiveStored(update) : early.push(update)));
    try {
      const loaded = await loadProjectDoc(this.db, projectId);
      room = new Room(this.db, projectId, loaded, this.options, unsubscribe);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    for (const update of early) room.receiveStored(update);
    return room;
  }

  async leave(room: Room, peer: Peer): Promise<void> {
    room.leave(peer);
    if (room.size > 0) return;
    await room.flush();
    // Someone may have joined while the room was being stored.
    if (room.size === 0 && (await this.open.get(room.projectId)) === room) {
      this.open.delete(room.projectId);
      room.destroy();
    }
    // After the room is stored, so the session's version holds every change.
    const ended = room.endSession();
    this.sessionEnds.add(ended);
    await ended.finally(() => this.sessionEnds.delete(ended));
  }

  /**
   * Applies a change of the server's own to a project's Yjs state: through the open room when
   * someone is editing (they see it at once and the room stores it), else applied to the
   * stored state and folded straight into the JSON snapshot that lists and exports read.
   */
  async edit(projectId: number, edit: (ydoc: Y.Doc) => void): Promise<void> {
    const open = this.open.get(projectId);
    if (open) return (await open).apply(edit);
    const { ydoc, lastUpdateId } = await loadProjectDoc(this.db, projectId);
    const updates: Uint8Array[] = [];
    ydoc.on('update', (update: Uint8Array) => updates.push(update));
    ydoc.transact(() => edit(ydoc));
    let last = lastUpdateId;
    for (const update of updates) {
      last = await appendUpdate(this.db, projectId, update);
      this.options.fanOut.publish(projectId, update);
    }
    await compactProject(this.db, projectId, ydoc, last);
    ydoc.destroy();
  }

  /**
   * A project's document as its editors see it now, without writing anything: the open
   * room's state, else the stored snapshot (which a room brings up to date when it closes).
   */
  async read(projectId: number): Promise<ProjectDocument | undefined> {
    const open = this.open.get(projectId);
    if (open) {
      let document: ProjectDocument | undefined;
      await (await open).apply((ydoc) => (document = readProject(ydoc)));
      return document;
    }
    const [row] = await this.db.query<{ doc: unknown }>('select doc from projects where id = $1', [projectId]);
    return row ? ProjectDocument.parse(row.doc) : undefined;
  }

  /**
   * Folds, in the background, the updates servers stored but did not fold before they stopped
   * (see foldStoredUpdates), one project after another: start-up does not wait for it, and
   * project/get folds the project it reads meanwhile.
   */
  foldLeftovers(): void {
    this.folding = (async () => {
      const rows = await this.db.query<{ project_id: number }>('select distinct project_id from project_updates');
      for (const { project_id: projectId } of rows) {
        if (this.closing) return;
        await foldStoredUpdates(this.db, projectId).catch(this.options.onError);
      }
    })().catch(this.options.onError);
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    await this.folding;
    const rooms = await Promise.allSettled([...this.open.values()]);
    this.open.clear();
    for (const result of rooms) {
      if (result.status !== 'fulfilled') continue;
      await result.value.flush();
      result.value.destroy();
      await result.value.endSession();
    }
    await Promise.all(this.sessionEnds);
  }
}
