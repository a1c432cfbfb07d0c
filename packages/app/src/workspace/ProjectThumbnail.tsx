import type { ProjectDocument } from '@folio/layout';
import { FileText, Presentation } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Thumbnails are drawn at this width; the card scales the canvas to fit. */
const THUMB_WIDTH = 360;

/**
 * The project's first page drawn by the renderer, the same way the editor and exports draw it.
 * Drawing waits until the card scrolls into view, so a long list does not draw hundreds at once.
 */
export function ProjectThumbnail({ doc, kind }: { doc: ProjectDocument | null | undefined; kind: 'presentation' | 'page' }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !doc) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The renderer (fonts, shaping WASM) loads with the first thumbnail, not with the app.
      import('../render/browser-renderer.ts')
        .then(async ({ drawPage, prepareProject }) => {
          const prepared = await prepareProject({ ...doc, pages: doc.pages.slice(0, 1) }, new URL(location.origin));
          if (!cancelled) await drawPage(element, prepared, 0, THUMB_WIDTH / prepared.frame.width);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn('thumbnail not drawn:', error);
          setFailed(true);
        });
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [doc]);
  if (!doc || failed) {
    const Icon = kind === 'page' ? FileText : Presentation;
    return (
      <div className="thumb thumb-empty">
        <Icon size={32} aria-hidden />
      </div>
    );
  }
  return <canvas ref={canvas} className="thumb" aria-hidden />;
}
