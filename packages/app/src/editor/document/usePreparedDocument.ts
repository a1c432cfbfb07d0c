import type { ProjectDocument } from '@folio/layout';
import { prepareDocument, type PreparedDocument } from '@folio/renderer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserRenderer } from '../../render/browser-renderer.ts';
import { useEditorStore } from '../editor-store.ts';
import { loadImage } from './image-cache.ts';
import { reprepare } from './reprepare.ts';

/**
 * The document with its fonts and images loaded, ready for synchronous layout and drawing.
 * An edit that needs nothing new loaded (typing, moving, resizing) is prepared during the
 * render it arrives in, so it is drawn before the next paint; anything else is prepared
 * asynchronously and a newer document always wins over a slower older one. A theme being
 * edited in the theme panel is shown in place of the project's own until it is saved.
 */
export function usePreparedDocument(source: ProjectDocument | null): PreparedDocument<ImageBitmap> | null {
  const draft = useEditorStore((state) => state.themeDraft);
  const doc = useMemo(() => (source && draft ? { ...source, themeId: draft.id, theme: draft } : source), [source, draft]);
  const latest = useRef<PreparedDocument<ImageBitmap> | null>(null);
  const quick = useMemo(() => (doc && latest.current ? reprepare(latest.current, doc) : null), [doc]);
  const [slow, setSlow] = useState<PreparedDocument<ImageBitmap> | null>(null);
  useEffect(() => {
    if (!doc || quick) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const prepare = async (attempt: number) => {
      try {
        const { fonts } = await browserRenderer();
        const next = await prepareDocument(doc, { fonts, loadImage });
        if (current) setSlow(next);
      } catch (error) {
        // A font that failed to download (a dropped connection) is fetched again; until then the
        // last good drawing stays on screen rather than the editor freezing on a broken one.
        console.warn('could not prepare the document, retrying', error);
        if (current) retry = setTimeout(() => void prepare(attempt + 1), Math.min(8000, 500 * 2 ** attempt));
      }
    };
    void prepare(0);
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [doc, quick]);
  // While a slow preparation is under way, what is on screen stays there.
  const prepared = quick ?? (slow?.doc === doc ? slow : (latest.current ?? slow));
  latest.current = prepared;
  return prepared;
}
