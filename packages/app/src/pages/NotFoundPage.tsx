import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** §2 404 fallback for unknown routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="centered" id="main">
        <div className="message-card">
          <p className="big-code" aria-hidden>404</p>
          <h1>{t('errorPage.notFoundTitle')}</h1>
          <p className="muted">{t('errorPage.notFoundText')}</p>
          <AppLink href="/" className="btn btn-primary">
            {t('errorPage.goHome')}
          </AppLink>
        </div>
      </main>
    </div>
  );
}
