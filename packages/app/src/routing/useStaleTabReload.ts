import { useEffect } from 'react';
import { STALE_TAB_RELOAD_MS } from '../spec/constants.ts';

const loadedAt = Date.now();

/** §4: a tab shown again more than 48 hours after it loaded reloads, to pick up a new build. */
export function useStaleTabReload(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - loadedAt > STALE_TAB_RELOAD_MS) location.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
