import type { PreparedDocument } from '@folio/renderer';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { shareApi, type SharedProject } from '../../api/export-api.ts';
import { messageOf } from '../../errors/show-api-error.ts';
import { prepareProject } from '../../render/browser-renderer.ts';
import { useShareT } from '../export/export-share-i18n.ts';
import '../export/export-share.css';
import { PresentCanvas } from '../present/PresentCanvas.tsx';

/** Widest a slide is drawn on the share page, in CSS px. */
const MAX_WIDTH = 960;

type Loaded = { shared: SharedProject; prepared: PreparedDocument<ImageBitmap> } | { error: string } | null;

/** /share/{id}: the deck for anyone with the link, drawn by the same renderer as the editor; §8 6004 once the author closes sharing. */
export default function SharedDeck({ projectId }: { projectId: number }) {
  const t = useShareT();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const width = useSlideWidth();
  useEffect(() => {
    let live = true;
    shareApi
      .view(projectId)
      .then(async (shared) => ({ shared, prepared: await prepareProject(shared.doc, new URL(location.href)) }))
      .then(
        (next) => live && setLoaded(next),
        (error: unknown) => live && setLoaded({ error: error instanceof ApiError ? messageOf(error) : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [projectId]);

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
    <article className="shared-deck" data-testid="shared-deck" aria-label={shared.title}>
      <h1 className="shared-deck-title">{shared.title || t('view.untitled')}</h1>
      {shared.doc.pages.map((page, index) => (
        <section key={page.id} className="shared-deck-page" aria-label={t('view.slide', { n: index + 1 })}>
          <PresentCanvas prepared={prepared} index={index} width={width} height={width * 20} testId="shared-page" />
        </section>
      ))}
      {shared.badge && (
        <a className="shared-deck-badge" href="/" data-testid="made-with-folio">
          {t('view.madeWith')}
        </a>
      )}
    </article>
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
