import type { Database } from '../../db/database.ts';
import { loadProjectDoc } from './project-store.ts';
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
