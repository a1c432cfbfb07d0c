import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isPublicPath } from '../routing/public-routes.ts';
import { useDialogStore, type SignInView as View } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { NewPasswordView } from './NewPasswordView.tsx';
import { ResetView } from './ResetView.tsx';
import { SignInView } from './SignInView.tsx';
import { SignUpView } from './SignUpView.tsx';

const TITLES: Record<View, string> = {
  signin: 'auth.signInTitle',
  signup: 'auth.signUpTitle',
  google: 'auth.signInTitle',
  reset: 'auth.resetTitle',
  'new-password': 'auth.newPasswordTitle',
};

/**
 * §2 sign-in modal. Forced open (and not dismissible) for anonymous visitors of login-required
 * pages; closes once someone is signed in, except in the reset view (§4).
 */
export function SignInModal() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const { open, view, resetToken } = useDialogStore((state) => state.signIn);
  const close = useDialogStore((state) => state.closeSignIn);
  const status = useSessionStore((state) => state.status);
  const [email, setEmail] = useState('');
  const forced = status === 'anonymous' && !isPublicPath(path);

  useEffect(() => {
    if (status === 'signedIn' && open && view !== 'reset' && view !== 'new-password') close();
  }, [status, open, view, close]);

  const visible = (open || forced) && status !== 'checking' && (status === 'anonymous' || view === 'reset' || view === 'new-password' || view === 'google');
  return (
    <Modal open={visible} onClose={close} title={t(TITLES[view])} dismissible={!forced && view !== 'google'} testId="sign-in-modal">
      {view === 'signin' && <SignInView email={email} onEmailChange={setEmail} />}
      {view === 'signup' && <SignUpView email={email} onEmailChange={setEmail} />}
      {view === 'reset' && <ResetView email={email} onEmailChange={setEmail} />}
      {view === 'new-password' && <NewPasswordView resetToken={resetToken ?? ''} />}
      {view === 'google' && (
        <p className="google-wait" role="status">
          <Loader2 className="spin" size={20} aria-hidden /> {t('auth.googleWait')}
        </p>
      )}
    </Modal>
  );
}
