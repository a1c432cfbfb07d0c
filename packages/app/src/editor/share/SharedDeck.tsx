import type { PreparedDocument } from '@folio/renderer';
import { Copy, Lock, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { shareApi, type SharedProject } from '../../api/export-api.ts';
import { projectApi } from '../../api/folio-api.ts';
import { messageOf, showApiError } from '../../errors/show-api-error.ts';
import { prepareProject } from '../../render/browser-renderer.ts';
import { useAppNavigate } from '../../routing/useAppNavigate.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useShareT } from '../export/export-share-i18n.ts';
import '../export/export-share.css';
import { PresentCanvas } from '../present/PresentCanvas.tsx';
import { useShareAccessT } from './share-access-i18n.ts';
import { SharedPresent } from './SharedPresent.tsx';
import { SharePasswordPrompt } from './SharePasswordPrompt.tsx';
import { useViewRecording } from './useViewRecording.ts';
import { useVisibleSlide } from './useVisibleSlide.ts';

/** Widest a slide is drawn on the share page, in CSS px. */
const MAX_WIDTH = 960;

type Loaded = { shared: SharedProject; prepared: PreparedDocument<ImageBitmap> } | { error: string } | { locked: true } | null;

/** §8 4011 from share/view: the link has a password this browser has not typed (or it changed since). */
const PASSWORD_NEEDED = 4011;

/**
 * /share/{id}: the deck for anyone with the link, drawn by the same renderer as the editor; §8
 * 6004 once the author closes sharing, the password prompt when the link has one.
 */
export default function SharedDeck({ projectId }: { projectId: number }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    shareApi
      .view(projectId)
      .then(async (shared) => ({ shared, prepared: await prepareProject(shared.doc, new URL(location.href)) }))
      .then(
        (next) => live && setLoaded(next),
        (error: unknown) => {
          if (!live) return;
          if (error instanceof ApiError && error.code === PASSWORD_NEEDED) setLoaded({ locked: true });
          else setLoaded({ error: error instanceof ApiError ? messageOf(error) : String(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [projectId, attempt]);
  const unlocked = useCallback(() => setAttempt((n) => n + 1), []);

  if (loaded && 'locked' in loaded) return <SharePasswordPrompt projectId={projectId} onUnlocked={unlocked} />;
  return <SharedView projectId={projectId} loaded={loaded} />;
}

function SharedView({ projectId, loaded }: { projectId: number; loaded: Exclude<Loaded, { locked: true }> }) {
  const t = useShareT();
  const tAccess = useShareAccessT();
  const [presenting, setPresenting] = useState<number | null>(null);
  const width = useSlideWidth();
  const pages = useRef<HTMLElement>(null);
  const ready = loaded !== null && 'shared' in loaded;
  const scrolledTo = useVisibleSlide(pages, ready ? loaded.shared.doc.pages.length : 0);
  useViewRecording(projectId, presenting ?? scrolledTo, ready);

  if (!loaded)
    return (
      <p className="centered muted" role="status">
        {t('view.loading')}
      </p>
    );
  if ('error' in loaded)
    return (
      <div className="centered">
        <div className="message-card" data-testid="shared-deck-error">
          <Lock size={40} aria-hidden />
          <h1>{loaded.error}</h1>
        </div>
      </div>
    );
  const { shared, prepared } = loaded;
  return (
    <article ref={pages} className="shared-deck" data-testid="shared-deck" aria-label={shared.title}>
      <header className="shared-deck-header">
        <h1 className="shared-deck-title">{shared.title || t('view.untitled')}</h1>
        <div className="shared-deck-actions">
          <button type="button" className="btn btn-primary" onClick={() => setPresenting(0)} data-testid="shared-deck-present">
            <Play size={16} aria-hidden />
            {tAccess('present.start')}
          </button>
          {shared.allowCopy && <CopyDeckButton projectId={projectId} />}
        </div>
      </header>
      {shared.doc.pages.map((page, index) => (
        <section key={page.id} className="shared-deck-page" data-slide={index} aria-label={t('view.slide', { n: index + 1 })}>
          <PresentCanvas prepared={prepared} index={index} width={width} height={width * 20} testId="shared-page" />
        </section>
      ))}
      {presenting !== null && <SharedPresent prepared={prepared} index={presenting} onIndex={setPresenting} onClose={() => setPresenting(null)} />}
      {shared.badge && (
        <a className="shared-deck-badge" href="/" data-testid="made-with-folio">
          {t('view.madeWith')}
        </a>
      )}
    </article>
  );
}

/** The author let viewers copy the deck: signed in, the copy opens in their editor; signed out, the sign-in dialog comes first. */
function CopyDeckButton({ projectId }: { projectId: number }) {
  const t = useShareT();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const openSignIn = useDialogStore((state) => state.openSignIn);
  const navigate = useAppNavigate();
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    if (!signedIn) return openSignIn('signin');
    setCopying(true);
    try {
      const copied = await projectApi.duplicate(String(projectId));
      navigate(copied.kind === 'page' ? `/p/${copied.id}` : `/presentation/${copied.id}`);
    } catch (error) {
      showApiError(error);
      setCopying(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={() => void copy()} disabled={copying} data-testid="shared-deck-copy">
      <Copy size={16} aria-hidden />
      {copying ? t('view.copying') : t('view.copy')}
    </button>
  );
}

function useSlideWidth(): number {
  const measure = () => Math.min(MAX_WIDTH, window.innerWidth - 32);
  const [width, setWidth] = useState(measure);
  useEffect(() => {
    const onResize = () => setWidth(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
