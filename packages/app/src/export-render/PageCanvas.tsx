import { useEffect, useRef } from 'react';
import type { PreparedDocument } from '@folio/renderer';
import { drawPage } from '../render/browser-renderer.ts';

const DISPLAY_WIDTH = 960;

export function PageCanvas({ prepared, index }: { prepared: PreparedDocument<ImageBitmap>; index: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const scale = (DISPLAY_WIDTH / prepared.frame.width) * devicePixelRatio;
    if (canvas.current) void drawPage(canvas.current, prepared, index, scale);
  }, [prepared, index]);
  return (
    <canvas
      ref={canvas}
      data-page={index + 1}
      style={{ width: DISPLAY_WIDTH, boxShadow: '0 2px 12px rgba(0,0,0,.15)', borderRadius: 4, background: '#fff' }}
    />
  );
}
