import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../stores/session-store.ts';
import { EditorSession } from '../collab/editor-session.ts';
import { useProjectDocument } from '../document/useProjectDocument.ts';
import { usePreparedDocument } from '../document/usePreparedDocument.ts';
import { PresentCanvas } from './PresentCanvas.tsx';
import { openPresentLink, slideForKey } from './present-link.ts';
import { usePresentT } from './present-i18n.ts';
import '../editor.css';
import './present.css';

/**
 * The audience window of the presenter view (`/presentation/{id}?audience=<key>`): the slides
 * alone, filling the window, on the slide the presenter shows. Its keys and clicks move the
 * presenter too; its first click or F puts it full screen (a browser allows that only after a
 * gesture in this window); Escape or closing it ends the presentation (the presenter's window
 * notices it closed), and it closes when that ends. Reloaded, it asks for the slide again.
 */
export function AudienceScreen({ projectId, linkKey }: { projectId: string; linkKey: string }) {
  const pt = usePresentT();
  const session = useReadingSession(projectId);
  const doc = useProjectDocument(session?.doc ?? null);
  const prepared = usePreparedDocument(doc);
  const [index, setIndex] = useState(0);
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  const total = prepared?.doc.pages.length ?? 0;
  const current = useRef({ index, total });
  current.current = { index, total };

  useEffect(() => {
    const opened = openPresentLink(linkKey, (message) => {
      if (message.kind === 'slide') setIndex(message.index);
      else if (message.kind === 'end') window.close();
    });
    opened.post({ kind: 'ready' });
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    const fullScreen = () => {
      if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => {});
    };
    const go = (next: number) => {
      setIndex(next);
      opened.post({ kind: 'slide', index: next });
    };
    const onKey = (event: KeyboardEvent) => {
      const next = slideForKey(event.key, current.current.index, current.current.total);
      if (next !== null) go(next);
      else if (event.key === 'f' || event.key === 'F') fullScreen();
      else if (event.key === 'Escape') {
        // Escape leaves full screen first, as everywhere; once out of it, it ends the presentation.
        if (document.fullscreenElement) return;
        opened.post({ kind: 'end' });
        window.close();
      } else return;
      event.preventDefault();
    };
    // The first click on the projector's window is to make it full screen, not to skip a slide.
    const onClick = () => {
      if (!document.fullscreenElement && document.fullscreenEnabled) return fullScreen();
      go(Math.min(Math.max(0, current.current.total - 1), current.current.index + 1));
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('click', onClick);
      opened.close();
    };
  }, [linkKey]);

  useEffect(() => {
    if (doc?.title) document.title = doc.title;
  }, [doc?.title]);

  return (
    <div className="present-mode audience-screen" data-testid="audience-screen">
      {prepared && total > 0 ? (
        <div className="present-stage">
          <PresentCanvas prepared={prepared} index={Math.min(index, total - 1)} width={size.width} height={size.height} testId="audience-canvas" />
        </div>
      ) : (
        <p className="audience-loading">{pt('loading')}</p>
      )}
    </div>
  );
}

/**
 * The project's document for showing only: the same sync as the editor's, without its warning
 * before the window closes (nothing is edited here, and the presenter closes this window).
 */
function useReadingSession(projectId: string): EditorSession | null {
  const [session, setSession] = useState<EditorSession | null>(null);
  useEffect(() => {
    const opened = new EditorSession({ projectId, token: () => useSessionStore.getState().token ?? '' });
    setSession(opened);
    return () => {
      opened.destroy();
      setSession(null);
    };
  }, [projectId]);
  return session;
}
