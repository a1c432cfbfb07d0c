import type { ReactNode } from 'react';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Login-required pages render only for a signed-in user; for anyone else the sign-in modal is
 * forced open over an empty page (SignInModal decides that from the path).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  if (status !== 'signedIn') return <div className="blank-page" />;
  return <>{children}</>;
}
