import { useShallow } from 'zustand/react/shallow';
import { usePeers } from './usePresence.ts';
import { initialsOf } from './presence.ts';
import { usePresenceT } from './presence-i18n.ts';
import { usePeerName } from './usePeerName.ts';
import './presence.css';

/** On a slide of the slide list, a dot in the colour of each other person on that slide. */
export function PeerDots({ pageId }: { pageId: string }) {
  const t = usePresenceT();
  const nameOf = usePeerName();
  const here = usePeers(useShallow((state) => state.peers.filter((peer) => peer.pageId === pageId)));
  if (here.length === 0) return null;
  return (
    <span className="peer-dots" data-testid="peer-dots">
      {here.map((peer) => {
        const label = t('onSlide', { name: nameOf(peer) });
        return (
          <span key={peer.clientId} className="peer-dot" style={{ backgroundColor: peer.colour }} title={label} aria-label={label} role="img">
            <span aria-hidden>{initialsOf(peer.name)[0] ?? ''}</span>
          </span>
        );
      })}
    </span>
  );
}
