import { useTranslation } from 'react-i18next';

/** §2 render crash page, with the error ID that was reported. */
export function CrashPage({ errorId, onRetry }: { errorId: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <main className="centered" id="main">
      <div className="message-card" role="alert">
        <h1>{t('errorPage.crash')}</h1>
        <p className="muted" data-testid="error-id">
          {t('errorPage.errorId', { id: errorId })}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => location.assign('/')}>
            {t('errorPage.returnHome')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('errorPage.tryAgain')}
          </button>
        </div>
      </div>
    </main>
  );
}
