import { useEffect } from 'react';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useDialogStore, type SignInView } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LandingPage } from './LandingPage.tsx';

/**
 * /login, /register and /reset: the landing page with the sign-in modal open on the matching
 * view. §2: signed-in visitors of /login… go to /workspace.
 */
export function AuthRoutePage({ view }: { view: SignInView }) {
  const status = useSessionStore((state) => state.status);
  const navigate = useAppNavigate();
  useEffect(() => {
    const dialogs = useDialogStore.getState();
    // A JWTHEADER link has already opened the new-password view; keep it.
    if (dialogs.signIn.view !== 'new-password' && dialogs.signIn.view !== 'google') dialogs.openSignIn(view);
  }, [view]);
  useEffect(() => {
    if (status === 'signedIn' && view !== 'reset') navigate('/workspace', { replace: true });
  }, [status, view, navigate]);
  return <LandingPage />;
}
