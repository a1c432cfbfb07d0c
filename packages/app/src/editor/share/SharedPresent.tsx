import type { PreparedDocument } from '@folio/renderer';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PresentCanvas } from '../present/PresentCanvas.tsx';
import { useShareAccessT } from './share-access-i18n.ts';
import './share-page.css';

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

interface SharedPresentProps {
  prepared: PreparedDocument<ImageBitmap>;
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The share page's present mode: one slide full screen with the same keys as the editor's
 * (arrows, space, Page Up/Down, Home/End, Escape ends) and a slide counter. The editor's
 * PresentMode belongs to the editor store and adds the presenter view; a viewer needs neither.
 * Buttons do what the keys do, for phones and tablets with no keyboard.
 */
export function SharedPresent({ prepared, index, onIndex, onClose }: SharedPresentProps) {
  const t = useShareAccessT();
  const root = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  const total = prepared.doc.pages.length;
  const go = (next: number) => onIndex(Math.max(0, Math.min(total - 1, next)));
  const latest = useRef({ go, index, onClose });
  latest.current = { go, index, onClose };

  useEffect(() => {
    root.current?.requestFullscreen?.().catch(() => {});
    // Leaving full screen by the browser's own means (Escape is taken by it there) ends presenting too.
    const onFullscreen = () => {
      if (!document.fullscreenElement) latest.current.onClose();
    };
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    const onKey = (event: KeyboardEvent) => {
      const { go: move, index: at, onClose: close } = latest.current;
      if (FORWARD.has(event.key)) move(at + 1);
      else if (BACKWARD.has(event.key)) move(at - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(total - 1);
      else if (event.key === 'Escape') close();
      else return;
      event.preventDefault();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, [total]);

  return (
    <div ref={root} className="share-present" data-testid="share-present" role="dialog" aria-modal="true" aria-label={t('present.start')}>
      <div className="share-present-stage" onClick={() => go(index + 1)}>
        <PresentCanvas prepared={prepared} index={index} width={size.width} height={size.height} testId="share-present-canvas" />
      </div>
      <div className="share-present-bar">
        <button type="button" className="share-present-button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('present.previous')}>
          <ChevronLeft size={18} className="flip-rtl" aria-hidden />
        </button>
        <span className="share-present-counter" dir="ltr" data-testid="share-present-counter" aria-label={t('present.counter', { n: index + 1, total })} aria-live="polite">
          {index + 1} / {total}
        </span>
        <button type="button" className="share-present-button" onClick={() => go(index + 1)} disabled={index === total - 1} aria-label={t('present.next')}>
          <ChevronRight size={18} className="flip-rtl" aria-hidden />
        </button>
        <button type="button" className="share-present-button" onClick={onClose} aria-label={t('present.exit')} title={t('present.exit')}>
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}
