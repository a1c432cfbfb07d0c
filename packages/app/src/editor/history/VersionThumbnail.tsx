import type { ProjectDocument } from '@folio/layout';
import { useEffect, useRef } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';
import { usePreparedVersion } from './usePreparedVersion.ts';

/** Drawn for this width in CSS px (history.css sizes `.version-thumbnail` to it). */
const THUMB_WIDTH = 112;

/** A version's first page drawn small by the same renderer as the slide list's thumbnails. */
export function VersionThumbnail({ cover }: { cover: ProjectDocument }) {
  const renderer = useBrowserRenderer();
  const prepared = usePreparedVersion(cover);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer || !prepared || prepared.doc.pages.length === 0) return;
    const scene = prepared.scenePage(0);
    // A slide shows its 16:9 frame only; a page's first screenful.
    const height = Math.min(prepared.frame.height ?? scene.height, (scene.width * 9) / 16);
    const scale = (THUMB_WIDTH / scene.width) * devicePixelRatio;
    element.width = Math.round(scene.width * scale);
    element.height = Math.round(height * scale);
    renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: prepared.drawableImages() });
  }, [prepared, renderer]);
  return <canvas ref={canvas} className="version-thumbnail" data-testid="version-thumbnail" data-drawn={prepared ? 'true' : 'false'} width={THUMB_WIDTH} height={Math.round((THUMB_WIDTH * 9) / 16)} aria-hidden />;
}
