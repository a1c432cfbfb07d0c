import { Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** The renderer and its fonts load only when a share link is opened. */
const SharedDeck = lazy(() => import('../editor/share/SharedDeck.tsx'));

/** /share/{projectId}: public; the deck itself is drawn by SharedDeck. A link without a project id (§2: numeric) finds nothing (§8 -4). */
export function SharePage() {
  const { t } = useTranslation();
  const id = Number(/^\/share\/(\d+)/.exec(location.pathname)?.[1]);
  return (
    <div className="public-page">
      <PublicHeader />
      <main className={id ? undefined : 'centered'} id="main">
        {id ? (
          <Suspense fallback={null}>
            <SharedDeck projectId={id} />
          </Suspense>
        ) : (
          <div className="message-card" data-testid="share-missing">
            <Share2 size={40} aria-hidden />
            <h1>{t('code.-4')}</h1>
            <AppLink href="/" className="btn btn-primary">
              {t('errorPage.goHome')}
            </AppLink>
          </div>
        )}
      </main>
    </div>
  );
}
