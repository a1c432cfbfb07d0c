import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useRef } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';

/** One slide drawn by the renderer, as large as fits `width` × `height` CSS px, sharp at the screen's pixel ratio. */
export function PresentCanvas({ prepared, index, width, height: boxHeight, testId }: { prepared: PreparedDocument<ImageBitmap>; index: number; width: number; height: number; testId?: string }) {
  const renderer = useBrowserRenderer();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer || width <= 0 || boxHeight <= 0) return;
    const scene = prepared.scenePage(index);
    // A slide shows its 16:9 frame only: content that overflows it is not part of the slide.
    const height = prepared.frame.height ?? scene.height;
    const fit = Math.min(width / scene.width, boxHeight / height);
    const scale = fit * devicePixelRatio;
    element.width = Math.round(scene.width * scale);
    element.height = Math.round(height * scale);
    element.style.width = `${scene.width * fit}px`;
    element.style.height = `${height * fit}px`;
    renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: prepared.drawableImages() });
  }, [prepared, index, renderer, width, boxHeight]);
  return <canvas ref={canvas} data-testid={testId} data-index={index} />;
}
