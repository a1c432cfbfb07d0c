import { readProject, type ProjectDocument } from '@folio/layout';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

/**
 * The project as a plain document, re-read from the Y.Doc after each change. Changes made in
 * one task (a burst of remote updates, a paste) are coalesced into one read at its end; not
 * to the next animation frame, which would put a frame between a keystroke and its repaint.
 */
export function useProjectDocument(ydoc: Y.Doc | null): ProjectDocument | null {
  const [doc, setDoc] = useState<ProjectDocument | null>(null);
  useEffect(() => {
    if (!ydoc) return setDoc(null);
    let queued = false;
    let live = true;
    const onUpdate = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (live) setDoc(readIfFilled(ydoc));
      });
    };
    ydoc.on('update', onUpdate);
    onUpdate();
    return () => {
      live = false;
      ydoc.off('update', onUpdate);
    };
  }, [ydoc]);
  return doc;
}

function readIfFilled(ydoc: Y.Doc): ProjectDocument | null {
  return ydoc.getArray('pages').length > 0 ? readProject(ydoc) : null;
}
