import type { PreparedDocument } from '@folio/renderer';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBrowserRenderer } from '../canvas/useBrowserRenderer.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../i18n/editor-i18n.ts';

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/**
 * Presentation mode: the slides full screen, drawn by the renderer at the screen's size;
 * arrows, space, Page Up/Down and clicks move through them, Escape ends.
 */
export function PresentMode({ prepared, startIndex }: { prepared: PreparedDocument<ImageBitmap>; startIndex: number }) {
  const t = useEditorT();
  const renderer = useBrowserRenderer();
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [index, setIndex] = useState(startIndex);
  const total = prepared.doc.pages.length;
  const end = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    useEditorStore.getState().present(false);
  };

  useEffect(() => {
    root.current?.requestFullscreen?.().catch(() => {});
    const onFullscreen = () => {
      if (!document.fullscreenElement) useEditorStore.getState().present(false);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (FORWARD.has(event.key)) setIndex((i) => Math.min(total - 1, i + 1));
      else if (BACKWARD.has(event.key)) setIndex((i) => Math.max(0, i - 1));
      else if (event.key === 'Home') setIndex(0);
      else if (event.key === 'End') setIndex(total - 1);
      else if (event.key === 'Escape') end();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !renderer) return;
    const draw = () => {
      const scene = prepared.scenePage(index);
      const fit = Math.min(window.innerWidth / scene.width, window.innerHeight / scene.height);
      const scale = fit * devicePixelRatio;
      element.width = Math.round(scene.width * scale);
      element.height = Math.round(scene.height * scale);
      element.style.width = `${scene.width * fit}px`;
      element.style.height = `${scene.height * fit}px`;
      renderer.backend.draw(element.getContext('2d')!, scene, { scale, images: prepared.drawableImages() });
    };
    draw();
    window.addEventListener('resize', draw);
    return () => window.removeEventListener('resize', draw);
  }, [prepared, index, renderer]);

  return (
    <div ref={root} className="present-mode" data-testid="present-mode" onClick={() => setIndex((i) => Math.min(total - 1, i + 1))}>
      <canvas ref={canvas} data-testid="present-canvas" data-index={index} />
      <div className="present-bar" onClick={(event) => event.stopPropagation()}>
        <span>{t('presenting', { n: index + 1, total })}</span>
        <button type="button" className="editor-icon-button" onClick={end} aria-label={t('exitPresent')}>
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}
