import { type BlockOf, ProjectDocument } from '@folio/layout';
import { useEffect, useRef } from 'react';
import { browserRenderer, drawPage, prepareProject } from '../render/browser-renderer.ts';
import { contentBounds } from './crop-canvas.ts';
import { previewDocument } from './diagram-document.ts';
import { sceneToSvg } from './scene-svg.ts';

/** Device pixels per layout px in the preview: sharp on high-density screens without a huge canvas. */
const PREVIEW_SCALE = Math.min(2, globalThis.devicePixelRatio || 1);
/** Room kept round the diagram when it is cropped out of its page, in layout px. */
const MARGIN = 24;

/**
 * The diagram drawn by the renderer's own diagram drawing (the one slides and exports use),
 * cropped out of its page. `stale` dims the last good drawing while the text has errors.
 */
export function DiagramPreview({ block, label, stale }: { block: BlockOf<'diagram'>; label: string; stale: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    void drawDiagram(block, PREVIEW_SCALE).then((drawn) => {
      const target = canvas.current;
      if (!current || !target) return;
      target.width = drawn.width;
      target.height = drawn.height;
      // Shown at its own size in layout px, smaller only when the pane is narrower.
      target.style.width = `${drawn.width / PREVIEW_SCALE}px`;
      target.getContext('2d')!.drawImage(drawn, 0, 0);
      target.dataset.drawn = String(block.nodes.length);
    });
    return () => {
      current = false;
    };
  }, [block]);
  return <canvas ref={canvas} className="dgm-canvas" role="img" aria-label={label} data-stale={stale} data-testid="diagram-preview" />;
}

/** The diagram as a PNG at twice the layout size, drawn and cropped as the preview is. */
export async function diagramPng(block: BlockOf<'diagram'>): Promise<Blob> {
  const canvas = await drawDiagram(block, 2);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

/** The diagram as a vector SVG with the same crop as the PNG, its text as outlines of the same fonts. */
export async function diagramSvg(block: BlockOf<'diagram'>, title: string): Promise<Blob> {
  const prepared = await prepareProject(ProjectDocument.parse(previewDocument(block)), new URL(location.href));
  const scene = prepared.scenePage(0);
  const { page, bounds } = await drawCropped(block, 1);
  const view = bounds ?? { x: 0, y: 0, width: page.width, height: page.height };
  return new Blob([sceneToSvg(scene, (await browserRenderer()).fonts, view, title)], { type: 'image/svg+xml' });
}

async function drawCropped(block: BlockOf<'diagram'>, scale: number) {
  const prepared = await prepareProject(ProjectDocument.parse(previewDocument(block)), new URL(location.href));
  const page = document.createElement('canvas');
  await drawPage(page, prepared, 0, scale);
  const bounds = contentBounds(page.getContext('2d')!.getImageData(0, 0, page.width, page.height).data, page.width, page.height, Math.round(MARGIN * scale));
  return { page, bounds };
}

async function drawDiagram(block: BlockOf<'diagram'>, scale: number): Promise<HTMLCanvasElement> {
  const { page, bounds } = await drawCropped(block, scale);
  if (!bounds) return page;
  const cropped = document.createElement('canvas');
  cropped.width = bounds.width;
  cropped.height = bounds.height;
  cropped.getContext('2d')!.drawImage(page, bounds.x, bounds.y, bounds.width, bounds.height, 0, 0, bounds.width, bounds.height);
  return cropped;
}
