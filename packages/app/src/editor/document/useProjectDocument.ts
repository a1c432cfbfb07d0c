import { ProjectReader, type ProjectDocument } from '@folio/layout';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as Y from 'yjs';

/**
 * The project as a plain document, re-read from the Y.Doc after each change, unchanged pages
 * and blocks kept as the same objects (ProjectReader). Changes made in one task (a burst of
 * remote updates, a paste) are coalesced into one read at its end, and rendered right there:
 * neither at the next animation frame nor at React's next scheduled task, either of which would
 * put a frame between a keystroke and its repaint.
 */
export function useProjectDocument(ydoc: Y.Doc | null): ProjectDocument | null {
  const [doc, setDoc] = useState<ProjectDocument | null>(null);
  useEffect(() => {
    if (!ydoc) return setDoc(null);
    const reader = new ProjectReader(ydoc);
    let queued = false;
    let live = true;
    const onUpdate = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (!live) return;
        const next = ydoc.getArray('pages').length > 0 ? reader.read() : null;
        flushSync(() => setDoc(next));
      });
    };
    ydoc.on('update', onUpdate);
    onUpdate();
    return () => {
      live = false;
      reader.destroy();
      ydoc.off('update', onUpdate);
    };
  }, [ydoc]);
  return doc;
}
