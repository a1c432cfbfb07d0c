import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** The top bar of public pages: the brand, and sign-in or the way back to one's projects. */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const openSignIn = useDialogStore((state) => state.openSignIn);
  return (
    <header className="public-header">
      <AppLink href="/" className="logo" aria-label={t('nav.home')}>
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
          <rect width="32" height="32" rx="8" fill="var(--accent)" />
          <path d="M10 8h13v4h-8.5v3.5H22v4h-7.5V24H10z" fill="var(--accent-contrast)" />
        </svg>
        <span className="logo-text">Folio</span>
      </AppLink>
      {signedIn ? (
        <AppLink href="/workspace" className="btn btn-secondary">
          {t('landing.openWorkspace')}
        </AppLink>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => openSignIn('signin')}>
          {t('landing.signIn')}
        </button>
      )}
    </header>
  );
}
