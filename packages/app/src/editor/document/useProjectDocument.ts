import { readProject, type ProjectDocument } from '@folio/layout';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

/**
 * The project as a plain document, re-read from the Y.Doc after each change. Changes are
 * coalesced to one read per animation frame, so a burst of remote updates costs one layout.
 */
export function useProjectDocument(ydoc: Y.Doc | null): ProjectDocument | null {
  const [doc, setDoc] = useState<ProjectDocument | null>(null);
  useEffect(() => {
    if (!ydoc) return setDoc(null);
    let frame = 0;
    const onUpdate = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setDoc(readIfFilled(ydoc));
      });
    };
    ydoc.on('update', onUpdate);
    onUpdate();
    return () => {
      ydoc.off('update', onUpdate);
      cancelAnimationFrame(frame);
    };
  }, [ydoc]);
  return doc;
}

function readIfFilled(ydoc: Y.Doc): ProjectDocument | null {
  return ydoc.getArray('pages').length > 0 ? readProject(ydoc) : null;
}
