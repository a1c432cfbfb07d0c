import { useEffect, useState } from 'react';
import { showApiError } from '../errors/show-api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { roastApi } from './roast-api.ts';

/**
 * "Fix it in Folio": signed in, the roasted deck becomes a project and opens in the editor;
 * signed out, the sign-in dialog comes first and the fix goes on by itself once signed in,
 * so nobody has to find the button again.
 */
export function useFixDeck(roastId: string): { fix(): void; fixing: boolean } {
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const openSignIn = useDialogStore((state) => state.openSignIn);
  const navigate = useAppNavigate();
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [fixing, setFixing] = useState(false);

  const run = async () => {
    setFixing(true);
    try {
      const project = await roastApi.fix(roastId);
      navigate(project.kind === 'page' ? `/p/${project.projectId}` : `/presentation/${project.projectId}`);
    } catch (error) {
      showApiError(error);
      setFixing(false);
    }
  };

  useEffect(() => {
    if (!signedIn || !waitingForSignIn) return;
    setWaitingForSignIn(false);
    void run();
  });

  return {
    fixing,
    fix() {
      if (signedIn) return void run();
      setWaitingForSignIn(true);
      openSignIn('signin');
    },
  };
}
