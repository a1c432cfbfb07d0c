import type { ProjectDocument } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import { NotebookText, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useEditorStore } from '../editor-store.ts';
import { useKindT } from '../page-words/page-words.ts';
import { PresentCanvas } from './PresentCanvas.tsx';
import { formatElapsed, useElapsed } from './useElapsed.ts';

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/**
 * Presentation mode: the slides full screen, drawn by the renderer at the screen's size;
 * arrows, space, Page Up/Down and clicks move through them, Escape ends. The presenter view
 * (P) shows the current slide with the next one, the speaker notes and a timer.
 */
export function PresentMode({ prepared, scripts, startIndex }: { prepared: PreparedDocument<ImageBitmap>; scripts: ProjectDocument['scriptMap']; startIndex: number }) {
  const t = useKindT('editor');
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [presenter, setPresenter] = useState(false);
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  const elapsed = useElapsed();
  const pages = prepared.doc.pages;
  const total = pages.length;
  const end = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    useEditorStore.getState().present(false);
  };

  useEffect(() => {
    root.current?.requestFullscreen?.().catch(() => {});
    const onFullscreen = () => {
      if (!document.fullscreenElement) useEditorStore.getState().present(false);
    };
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (FORWARD.has(event.key)) setIndex((i) => Math.min(total - 1, i + 1));
      else if (BACKWARD.has(event.key)) setIndex((i) => Math.max(0, i - 1));
      else if (event.key === 'Home') setIndex(0);
      else if (event.key === 'End') setIndex(total - 1);
      else if (event.key === 'p' || event.key === 'P') setPresenter((on) => !on);
      else if (event.key === 'Escape') end();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const notes = scripts[pages[index]?.id ?? '']?.map((script) => script.text).join('\n\n') ?? '';
  const next = () => setIndex((i) => Math.min(total - 1, i + 1));
  return (
    <div ref={root} className="present-mode" data-testid="present-mode" data-presenter={presenter}>
      {presenter ? (
        <div className="presenter-view" data-testid="presenter-view">
          <div className="presenter-current" onClick={next}>
            <PresentCanvas prepared={prepared} index={index} width={size.width * 0.64} height={size.height - 80} testId="present-canvas" />
          </div>
          <aside className="presenter-side">
            <div className="presenter-timer" data-testid="presenter-timer">
              {formatElapsed(elapsed)}
            </div>
            <div className="presenter-next">
              <span>{t('nextSlide')}</span>
              {index + 1 < total ? <PresentCanvas prepared={prepared} index={index + 1} width={size.width * 0.3} height={size.height * 0.3} /> : <em>{t('lastSlide')}</em>}
            </div>
            <div className="presenter-notes" data-testid="presenter-notes">
              {notes || <em>{t('noNotes')}</em>}
            </div>
          </aside>
        </div>
      ) : (
        <div className="present-stage" onClick={next}>
          <PresentCanvas prepared={prepared} index={index} width={size.width} height={size.height} testId="present-canvas" />
        </div>
      )}
      <div className="present-bar">
        <span>{t('presenting', { n: index + 1, total })}</span>
        <button type="button" className="editor-icon-button" aria-pressed={presenter} onClick={() => setPresenter((on) => !on)} aria-label={t('presenterView')} title={`${t('presenterView')} (P)`}>
          <NotebookText size={18} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button" onClick={end} aria-label={t('exitPresent')}>
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}
