import { useSessionStore } from '../../stores/session-store.ts';
import { usePresenceT } from './presence-i18n.ts';
import type { Peer } from './presence.ts';

/** How a peer is named on screen: this person's own other windows say so rather than showing their own name. */
export function usePeerName(): (peer: Peer) => string {
  const t = usePresenceT();
  const self = useSessionStore((state) => state.user?.userId);
  return (peer) => (peer.userId === self ? t('you') : peer.name || t('someone'));
}
