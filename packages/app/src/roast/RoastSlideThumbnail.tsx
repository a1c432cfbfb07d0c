import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useRef } from 'react';

/** Drawn for this width in CSS px; roast.css lets it shrink on a phone. */
const THUMB_WIDTH = 320;

/** One slide of the roasted deck, drawn by the renderer every export uses, once it scrolls into view. */
export function RoastSlideThumbnail({ prepared, index }: { prepared: PreparedDocument<ImageBitmap> | null; index: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !prepared) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('../render/browser-renderer.ts').then(async ({ drawPage }) => {
        if (!cancelled) await drawPage(element, prepared, index, (THUMB_WIDTH / prepared.frame.width) * devicePixelRatio);
        element.dataset.drawn = 'true';
      });
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [prepared, index]);
  return <canvas ref={canvas} className="roast-thumb" width={THUMB_WIDTH} height={Math.round((THUMB_WIDTH * 9) / 16)} data-testid="roast-thumb" aria-hidden />;
}
