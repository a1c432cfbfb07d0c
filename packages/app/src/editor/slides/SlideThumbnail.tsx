import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useMemo, useRef } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';

const THUMB_WIDTH = 176;

/**
 * A page drawn small by the same renderer as the canvas. Redrawn only when that page (or the
 * theme) changed, so typing on one slide does not repaint every thumbnail.
 */
export function SlideThumbnail({ prepared, index }: { prepared: PreparedDocument<ImageBitmap>; index: number }) {
  const renderer = useBrowserRenderer();
  const canvas = useRef<HTMLCanvasElement>(null);
  const page = prepared.doc.pages[index];
  const key = useMemo(() => `${prepared.theme.id}:${JSON.stringify(page)}`, [prepared.theme.id, page]);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer) return;
    const scene = prepared.scenePage(index);
    // A slide shows its 16:9 frame only: content that overflows it is not part of the slide.
    const height = prepared.frame.height ?? scene.height;
    const scale = (THUMB_WIDTH / scene.width) * devicePixelRatio;
    element.width = Math.round(scene.width * scale);
    element.height = Math.round(height * scale);
    element.style.width = `${THUMB_WIDTH}px`;
    renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: prepared.drawableImages() });
    // Drawn again when the page's content or the theme changes, not on every new document object.
  }, [key, renderer]);
  return <canvas ref={canvas} className="slide-thumbnail" />;
}
