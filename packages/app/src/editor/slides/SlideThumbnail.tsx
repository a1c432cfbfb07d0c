import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useRef } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';
import { useVisible } from './useVisible.ts';

/** Drawn for this width in CSS px (editor.css sizes `.slide-thumbnail` to it; phones show it smaller). */
const THUMB_WIDTH = 176;
/** A thumbnail follows typing once the typing pauses, so keystrokes are never kept waiting by it. */
const SETTLE_MS = 250;

/**
 * A page drawn small by the same renderer as the canvas (an overflowing slide is marked by the
 * deck checks beside it, §3 "overflow page indexes"). Drawn again only when that page, the
 * theme, the loaded faces or images changed (unchanged pages are the same object:
 * ProjectReader), once the edits settle and the browser is idle, and only while it is scrolled
 * into view, so opening a long deck draws a few.
 */
export function SlideThumbnail({ prepared, index }: { prepared: PreparedDocument<ImageBitmap>; index: number }) {
  const renderer = useBrowserRenderer();
  const canvas = useRef<HTMLCanvasElement>(null);
  const visible = useVisible(canvas);
  const page = prepared.doc.pages[index];
  const latest = useRef(prepared);
  latest.current = prepared;
  const drawnOnce = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer || !page) return;
    let idle: number | undefined;
    const draw = () => {
      const current = latest.current;
      const at = current.doc.pages.indexOf(page);
      if (at === -1) return;
      if (!visible) return;
      const scene = current.scenePage(at);
      // A slide shows its 16:9 frame only: content that overflows it is not part of the slide.
      const height = current.frame.height ?? scene.height;
      const scale = (THUMB_WIDTH / scene.width) * devicePixelRatio;
      element.width = Math.round(scene.width * scale);
      element.height = Math.round(height * scale);
      renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: current.drawableImages() });
      drawnOnce.current = true;
    };
    const settle = setTimeout(() => (idle = requestIdleCallback(draw, { timeout: 1000 })), drawnOnce.current ? SETTLE_MS : 0);
    return () => {
      clearTimeout(settle);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [page, prepared.theme, prepared.images, prepared.fonts.generation, renderer, visible]);

  return <canvas ref={canvas} className="slide-thumbnail" width={THUMB_WIDTH} height={Math.round((THUMB_WIDTH * 9) / 16)} />;
}
