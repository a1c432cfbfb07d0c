import type { ProjectDocument } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useState } from 'react';
import { prepareProject } from '../../render/browser-renderer.ts';

/** A version's document with its fonts and images loaded, or null until then (or when it could not be). */
export function usePreparedVersion(doc: ProjectDocument | null): PreparedDocument<ImageBitmap> | null {
  const [prepared, setPrepared] = useState<PreparedDocument<ImageBitmap> | null>(null);
  useEffect(() => {
    if (!doc) return;
    let live = true;
    prepareProject(doc, new URL(location.href)).then(
      (next) => live && setPrepared(next),
      (error: unknown) => console.warn('could not prepare a version to draw', error),
    );
    return () => {
      live = false;
    };
  }, [doc]);
  return prepared?.doc === doc ? prepared : null;
}
