import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../spec/constants.ts';

const query = matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
/** §1: mobile means narrower than 768 px or a mobile device. */
const mobileDevice = /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => mobileDevice || query.matches,
  );
}
