import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** §2 Diagram (beta), behind its feature flag. */
export function DiagramPage() {
  const { t } = useTranslation();
  return (
    <div className="centered">
      <div className="message-card">
        <Network size={40} aria-hidden />
        <h1>
          {t('diagram.title')} <span className="badge">{t('nav.beta')}</span>
        </h1>
        <p className="muted">{t('diagram.text')}</p>
      </div>
    </div>
  );
}
