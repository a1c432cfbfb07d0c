import type * as Y from 'yjs';
import type { Database } from '../../db/database.ts';
import { appendUpdate, loadProjectDoc } from './project-store.ts';
import { Room, type Peer, type RoomOptions } from './room.ts';

/**
 * The open rooms of this server, one per project being edited. A room is loaded when its first
 * editor connects and stored and closed when its last one leaves.
 */
export class Rooms {
  private readonly open = new Map<number, Promise<Room>>();

  constructor(
    private readonly db: Database,
    private readonly options: RoomOptions,
  ) {}

  async join(projectId: number, peer: Peer): Promise<Room> {
    let room = this.open.get(projectId);
    if (!room) {
      room = loadProjectDoc(this.db, projectId).then((loaded) => new Room(this.db, projectId, loaded, this.options));
      this.open.set(projectId, room);
      room.catch(() => this.open.delete(projectId));
    }
    const ready = await room;
    ready.join(peer);
    return ready;
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
  }

  /**
   * Applies a change of the server's own to a project's Yjs state: through the open room when
   * someone is editing (they see it at once), else stored as an update for the next opening.
   * A project never opened in the editor has no Yjs state and its JSON document is the truth.
   */
  async edit(projectId: number, edit: (ydoc: Y.Doc) => void): Promise<void> {
    const open = this.open.get(projectId);
    if (open) return (await open).apply(edit);
    const [state] = await this.db.query<{ has_state: boolean }>(
      `select ydoc is not null or exists (select 1 from project_updates where project_id = $1) as has_state from projects where id = $1`,
      [projectId],
    );
    if (!state?.has_state) return;
    const { ydoc } = await loadProjectDoc(this.db, projectId);
    const updates: Uint8Array[] = [];
    ydoc.on('update', (update: Uint8Array) => updates.push(update));
    edit(ydoc);
    for (const update of updates) await appendUpdate(this.db, projectId, update);
    ydoc.destroy();
  }

  async closeAll(): Promise<void> {
    const rooms = await Promise.allSettled([...this.open.values()]);
    for (const result of rooms) {
      if (result.status !== 'fulfilled') continue;
      await result.value.flush();
      result.value.destroy();
    }
    this.open.clear();
  }
}
