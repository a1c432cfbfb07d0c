import type { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

/**
 * y-indexeddb opens an IndexedDB transaction for every update, inside the update itself: on a
 * keystroke that is most of a millisecond before the text can be drawn. Here the updates of one
 * task are stored together, merged, in a task of their own. Returns what stops it, storing
 * whatever is still waiting.
 */
export function deferStoring(persistence: IndexeddbPersistence, doc: Y.Doc): () => void {
  const store = persistence._storeUpdate;
  doc.off('update', store);
  let waiting: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const updates = waiting;
    waiting = [];
    if (updates.length > 0) store(updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates), null);
  };
  // What the persistence itself read back from the database is not stored again.
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === persistence) return;
    waiting.push(update);
    timer ??= setTimeout(flush, 0);
  };
  doc.on('update', onUpdate);
  return () => {
    clearTimeout(timer);
    flush();
    doc.off('update', onUpdate);
  };
}
