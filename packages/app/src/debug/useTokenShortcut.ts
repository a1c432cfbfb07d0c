import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebugStore } from '../stores/debug-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';

/** §2: with debug mode on, F10 copies the auth token. */
export function useTokenShortcut(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F10' || !useDebugStore.getState().enabled) return;
      const token = useSessionStore.getState().token;
      if (!token) return;
      event.preventDefault();
      void navigator.clipboard.writeText(token).then(() => toast(t('toast.tokenCopied'), 'success'), () => {});
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [t]);
}
