import type { BlockOf } from '@folio/layout';
import { ProjectDocument } from '@folio/layout';
import { useEffect, useRef } from 'react';
import { drawPage, prepareProject } from '../render/browser-renderer.ts';
import { previewDocument } from './diagram-document.ts';

/** Device pixels per layout px in the preview: sharp on high-density screens without a huge canvas. */
const PREVIEW_SCALE = Math.min(2, globalThis.devicePixelRatio || 1);

/**
 * The diagram drawn by the renderer's own diagram drawing (the one slides and exports use),
 * on a page as wide as a slide. `stale` dims the last good drawing while the text has errors.
 */
export function DiagramPreview({ block, label, stale }: { block: BlockOf<'diagram'>; label: string; stale: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const prepared = await prepareProject(ProjectDocument.parse(previewDocument(block)), new URL(location.href));
      if (current && canvas.current) await drawPage(canvas.current, prepared, 0, PREVIEW_SCALE);
      if (current && canvas.current) canvas.current.dataset.drawn = String(block.nodes.length);
    })();
    return () => {
      current = false;
    };
  }, [block]);
  return <canvas ref={canvas} className="dgm-canvas" role="img" aria-label={label} data-stale={stale} data-testid="diagram-preview" />;
}

/** The diagram as a PNG at twice the layout size, drawn the same way as the preview. */
export async function diagramPng(block: BlockOf<'diagram'>): Promise<Blob> {
  const prepared = await prepareProject(ProjectDocument.parse(previewDocument(block)), new URL(location.href));
  const canvas = document.createElement('canvas');
  await drawPage(canvas, prepared, 0, 2);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}
