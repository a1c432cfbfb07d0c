import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Passes the Yjs updates stored by one instance to the others that have the same project open,
 * so editors connected to different instances see each other's changes at once. Delivery is
 * best effort: a room also takes in whatever is stored when it compacts, and after Redis
 * comes back (Room.catchUp).
 */
export interface FanOut {
  /** Listens to the project's updates from other instances until the returned function is called. */
  subscribe(projectId: number, receive: (update: Uint8Array) => void): Promise<() => Promise<void>>;
  publish(projectId: number, update: Uint8Array): void;
  /** Called after the connection came back: updates sent meanwhile were missed. */
  onReconnect(listener: () => void): void;
}

/** One instance alone (embedded PGlite, or no REDIS_URL): nobody else to tell. */
export const NO_FAN_OUT: FanOut = {
  subscribe: async () => async () => {},
  publish: () => {},
  onReconnect: () => {},
};

const INSTANCE_ID_BYTES = 16;
const channel = (projectId: number) => `folio:collab:${projectId}`;

/** Redis pub/sub, one channel per project; each message is the sender's instance id, then the update. */
export function redisFanOut(commands: Redis, subscriber: Redis, onError: (error: unknown) => void): FanOut {
  const instance = randomBytes(INSTANCE_ID_BYTES);
  const receivers = new Map<string, Set<(update: Uint8Array) => void>>();
  subscriber.on('messageBuffer', (name: Buffer, message: Buffer) => {
    if (message.subarray(0, INSTANCE_ID_BYTES).equals(instance)) return;
    const update = new Uint8Array(message.subarray(INSTANCE_ID_BYTES));
    for (const receive of receivers.get(name.toString()) ?? []) receive(update);
  });
  let connectedBefore = subscriber.status === 'ready';
  const reconnectListeners: Array<() => void> = [];
  subscriber.on('ready', () => {
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });
  return {
    async subscribe(projectId, receive) {
      const name = channel(projectId);
      let set = receivers.get(name);
      if (!set) {
        set = new Set();
        receivers.set(name, set);
        await subscriber.subscribe(name);
      }
      set.add(receive);
      return async () => {
        set.delete(receive);
        if (set.size > 0 || receivers.get(name) !== set) return;
        receivers.delete(name);
        await subscriber.unsubscribe(name).catch(onError);
      };
    },
    publish(projectId, update) {
      commands.publish(channel(projectId), Buffer.concat([instance, update])).catch(onError);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
  };
}
