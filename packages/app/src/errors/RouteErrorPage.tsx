import { useTranslation } from 'react-i18next';

/** §2 route error page: a page's code failed to load (e.g. a new deploy removed the old chunk). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered" id="main">
      <div className="message-card" role="alert">
        <h1>{t('errorPage.loadingError')}</h1>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => history.back()}>
            {t('errorPage.back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            {t('errorPage.reload')}
          </button>
        </div>
      </div>
    </main>
  );
}
