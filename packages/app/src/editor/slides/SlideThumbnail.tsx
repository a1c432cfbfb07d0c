import type { PreparedDocument } from '@folio/renderer';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';

const THUMB_WIDTH = 176;

/**
 * A page drawn small by the same renderer as the canvas, marked when its content is taller
 * than the slide (§3 "overflow page indexes"; `overflowLabel` null for page sections, which
 * grow). Laid out and redrawn only when that page (or the theme) changed, so typing on one
 * slide does not lay out and repaint every other.
 */
export function SlideThumbnail({ prepared, index, overflowLabel }: { prepared: PreparedDocument<ImageBitmap>; index: number; overflowLabel: string | null }) {
  const renderer = useBrowserRenderer();
  const canvas = useRef<HTMLCanvasElement>(null);
  const page = prepared.doc.pages[index];
  // The page's content, theme and loaded images: not the document object, which is new after every edit.
  const key = useMemo(() => `${prepared.theme.id}:${prepared.images.size}:${JSON.stringify(page)}`, [prepared, page]);
  const layout = useMemo(() => prepared.layoutPage(index), [key]);
  const overflow = overflowLabel !== null && layout.overflow;
  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer) return;
    const scene = prepared.scenePage(index, layout);
    // A slide shows its 16:9 frame only: content that overflows it is not part of the slide.
    const height = prepared.frame.height ?? scene.height;
    const scale = (THUMB_WIDTH / scene.width) * devicePixelRatio;
    element.width = Math.round(scene.width * scale);
    element.height = Math.round(height * scale);
    element.style.width = `${THUMB_WIDTH}px`;
    renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: prepared.drawableImages() });
  }, [layout, renderer]);
  return (
    <>
      <canvas ref={canvas} className="slide-thumbnail" />
      {overflow && (
        <span className="slide-overflow" title={overflowLabel ?? undefined} data-testid="slide-overflow">
          <TriangleAlert size={14} aria-label={overflowLabel ?? undefined} />
        </span>
      )}
    </>
  );
}
