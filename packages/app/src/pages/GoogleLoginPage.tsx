import { useEffect } from 'react';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { readLocal, writeLocal } from '../spec/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LandingPage } from './LandingPage.tsx';

/** /googleLogin: the googleCode is redeemed at start (entry-params.ts); then back where sign-in began. */
export function GoogleLoginPage() {
  const status = useSessionStore((state) => state.status);
  const navigate = useAppNavigate();
  useEffect(() => {
    if (status !== 'signedIn') return;
    const back = readLocal('login_redirect_url');
    writeLocal('login_redirect_url', null);
    const target = back && !back.startsWith('/login') && !back.startsWith('/googleLogin') && back !== '/' ? back : '/workspace';
    navigate(target, { replace: true });
  }, [status, navigate]);
  return <LandingPage />;
}
