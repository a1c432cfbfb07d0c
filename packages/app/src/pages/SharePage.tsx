import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from './PublicHeader.tsx';

/** /share/{projectId}: public; the shared view itself comes with the sharing issue. */
export function SharePage() {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="centered" id="main">
        <div className="message-card">
          <Share2 size={40} aria-hidden />
          <h1>{t('share.title')}</h1>
          <p className="muted">{t('share.text')}</p>
        </div>
      </main>
    </div>
  );
}
