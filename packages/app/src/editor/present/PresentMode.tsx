import type { ProjectDocument } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import { MonitorPlay, NotebookText, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useEditorStore } from '../editor-store.ts';
import { useKindT } from '../page-words/page-words.ts';
import { PresentCanvas } from './PresentCanvas.tsx';
import { openPresentLink, slideForKey, type PresentLink } from './present-link.ts';
import { openAudienceWindow, usePresentStart, type Audience } from './present-store.ts';
import { usePresentT } from './present-i18n.ts';
import { formatElapsed, useElapsed } from './useElapsed.ts';
import './present.css';

type Mode = 'slides' | 'presenter' | 'blocked';

/** How often the presenter looks whether the audience window was closed: a closing page cannot tell a reload from a close, so it does not say. */
const AUDIENCE_CHECK_MS = 1000;

/**
 * Presentation mode. In this window: the slides full screen, drawn by the renderer at the
 * screen's size; arrows, space, Page Up/Down and clicks move through them, Escape ends. The
 * presenter view (P, or the Present menu) shows the current slide with the next one, the
 * speaker notes and a timer here, and the slides alone in an audience window of their own
 * (AudienceScreen), kept on the same slide both ways; closing either window ends both.
 */
export function PresentMode({ prepared, scripts, startIndex }: { prepared: PreparedDocument<ImageBitmap>; scripts: ProjectDocument['scriptMap']; startIndex: number }) {
  const t = useKindT('editor');
  const pt = usePresentT();
  const root = useRef<HTMLDivElement>(null);
  const [start] = useState(() => usePresentStart.getState());
  const [index, setIndex] = useState(start.from === 'beginning' ? 0 : startIndex);
  const [mode, setMode] = useState<Mode>(start.audience ? 'presenter' : start.blocked ? 'blocked' : 'slides');
  const [audience, setAudience] = useState<Audience | null>(start.audience);
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  const elapsed = useElapsed();
  const pages = prepared.doc.pages;
  const total = pages.length;
  const link = useRef<PresentLink | null>(null);
  const current = useRef({ index, mode, total, audience });
  current.current = { index, mode, total, audience };

  const closeAudience = () => {
    link.current?.post({ kind: 'end' });
    const opened = current.current.audience?.window;
    if (opened && !opened.closed) opened.close();
  };
  const end = () => {
    closeAudience();
    if (document.fullscreenElement) void document.exitFullscreen();
    useEditorStore.getState().present(false);
  };
  const go = (next: number) => {
    setIndex(next);
    link.current?.post({ kind: 'slide', index: next });
  };
  const fullScreen = () => root.current?.requestFullscreen?.().catch(() => {});
  const presentHere = () => {
    setMode('slides');
    void fullScreen();
  };
  const openPresenter = () => {
    const opened = openAudienceWindow();
    setAudience(opened);
    if (!opened) return setMode('blocked');
    // Leaving full screen must not read as ending the presentation: the mode changes first.
    current.current.mode = 'presenter';
    setMode('presenter');
    if (document.fullscreenElement) void document.exitFullscreen();
  };
  const closePresenter = () => {
    closeAudience();
    setAudience(null);
    presentHere();
  };

  useEffect(() => {
    // Only leaving this presentation's own full screen ends it: a previous one's exit may still be on its way.
    let entered = false;
    const onFullscreen = () => {
      if (document.fullscreenElement === root.current) entered = true;
      else if (!document.fullscreenElement && entered) {
        entered = false;
        if (current.current.mode === 'slides') useEditorStore.getState().present(false);
      }
    };
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('resize', onResize);
    if (mode === 'slides') void fullScreen();
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  // The audience window: told the slide when it is ready and whenever it changes here; its own
  // keys move this window; its closing ends the presentation. Ending here closes it (end,
  // closePresenter); the cleanup closes it only once presenting is over, since React's strict
  // mode also runs cleanups of effects that live on.
  useEffect(() => {
    if (!audience) return;
    const opened = openPresentLink(audience.key, (message) => {
      if (message.kind === 'ready') opened.post({ kind: 'slide', index: current.current.index });
      else if (message.kind === 'slide') setIndex(Math.min(message.index, Math.max(0, current.current.total - 1)));
      else useEditorStore.getState().present(false);
    });
    link.current = opened;
    const closedCheck = setInterval(() => {
      if (audience.window.closed) useEditorStore.getState().present(false);
    }, AUDIENCE_CHECK_MS);
    const onLeave = () => opened.post({ kind: 'end' });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      clearInterval(closedCheck);
      if (!useEditorStore.getState().presenting) {
        opened.post({ kind: 'end' });
        if (!audience.window.closed) audience.window.close();
      }
      opened.close();
      if (link.current === opened) link.current = null;
    };
  }, [audience]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (current.current.mode === 'blocked') return;
      const next = slideForKey(event.key, current.current.index, current.current.total);
      if (next !== null) go(next);
      else if (event.key === 'p' || event.key === 'P') (current.current.mode === 'presenter' ? closePresenter : openPresenter)();
      else if (event.key === 'Escape') end();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const notes = scripts[pages[index]?.id ?? '']?.map((script) => script.text).join('\n\n') ?? '';
  const next = () => go(Math.min(total - 1, index + 1));
  return (
    <div ref={root} className="present-mode" data-testid="present-mode" data-presenter={mode === 'presenter'}>
      {mode === 'presenter' ? (
        <div className="presenter-view" data-testid="presenter-view">
          <div className="presenter-current" onClick={next}>
            <PresentCanvas prepared={prepared} index={index} width={size.width * 0.64} height={size.height - 120} testId="present-canvas" />
          </div>
          <aside className="presenter-side">
            <div className="presenter-timer" data-testid="presenter-timer">
              {formatElapsed(elapsed)}
            </div>
            <p className="presenter-audience-note">{pt('audienceNote')}</p>
            <div className="presenter-next">
              <span>{t('nextSlide')}</span>
              {index + 1 < total ? <PresentCanvas prepared={prepared} index={index + 1} width={size.width * 0.3} height={size.height * 0.3} /> : <em>{t('lastSlide')}</em>}
            </div>
            <div className="presenter-notes" data-testid="presenter-notes">
              {notes || <em>{t('noNotes')}</em>}
            </div>
          </aside>
        </div>
      ) : mode === 'blocked' ? (
        <div className="present-blocked" role="alertdialog" aria-labelledby="present-blocked-title" aria-describedby="present-blocked-text" data-testid="present-blocked">
          <h2 id="present-blocked-title">{pt('blockedTitle')}</h2>
          <p id="present-blocked-text">{pt('blockedText')}</p>
          <div className="present-blocked-actions">
            <button type="button" className="btn btn-primary" onClick={presentHere} autoFocus>
              <MonitorPlay size={16} aria-hidden /> {pt('presentHere')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={openPresenter}>
              {pt('tryAgain')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={end}>
              {pt('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="present-stage" onClick={next}>
          <PresentCanvas prepared={prepared} index={index} width={size.width} height={size.height} testId="present-canvas" />
        </div>
      )}
      {mode !== 'blocked' && (
        <div className="present-bar">
          <span>{t('presenting', { n: index + 1, total })}</span>
          <button type="button" className="editor-icon-button" aria-pressed={mode === 'presenter'} onClick={mode === 'presenter' ? closePresenter : openPresenter} aria-label={t('presenterView')} title={`${t('presenterView')} (P)`}>
            <NotebookText size={18} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button" onClick={end} aria-label={t('exitPresent')}>
            <X size={18} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
