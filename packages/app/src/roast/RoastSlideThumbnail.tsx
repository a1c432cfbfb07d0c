import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useRef } from 'react';

/** Drawn for this width in CSS px; roast.css lets it shrink on a phone. */
const THUMB_WIDTH = 320;

/**
 * One slide of the roasted deck, drawn by the renderer every export uses. A roast has at most
 * 60 slides and a small slide draws in a few milliseconds, so all are drawn once the deck is ready.
 * A slide that overflows is drawn whole, taller than 16:9, so the part past its foot shows.
 */
export function RoastSlideThumbnail({ prepared, index }: { prepared: PreparedDocument<ImageBitmap> | null; index: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !prepared) return;
    let cancelled = false;
    void import('../render/browser-renderer.ts').then(async ({ drawPage }) => {
      if (cancelled) return;
      await drawPage(element, prepared, index, (THUMB_WIDTH / prepared.frame.width) * devicePixelRatio);
      element.dataset.drawn = 'true';
    });
    return () => {
      cancelled = true;
    };
  }, [prepared, index]);
  return <canvas ref={canvas} className="roast-thumb" width={THUMB_WIDTH} height={Math.round((THUMB_WIDTH * 9) / 16)} data-testid="roast-thumb" aria-hidden />;
}
