import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** §5 verification link outcomes: success (green), already verified, or expired. */
export function VerifyPage() {
  const { t } = useTranslation();
  const status = new URLSearchParams(useSearch()).get('verifyStatus');
  const openSignIn = useDialogStore((state) => state.openSignIn);
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const ok = status === 'success' || status === 'registered';
  const message = status === 'success' ? t('verify.success') : status === 'registered' ? t('verify.registered') : t('verify.expired');
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="centered" id="main">
        <div className={`verify-card ${status === 'success' ? 'verify-success' : ok ? '' : 'verify-failed'}`} data-testid="verify-result">
          {ok ? <CheckCircle2 size={40} aria-hidden /> : <XCircle size={40} aria-hidden />}
          <h1>{message}</h1>
          {signedIn ? (
            <AppLink href="/workspace" className="btn btn-primary">
              {t('landing.openWorkspace')}
            </AppLink>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => openSignIn(ok ? 'signin' : 'signup')}>
              {ok ? t('verify.signIn') : t('verify.register')}
            </button>
          )}
        </div>
      </main>
    </div>
  );
}
