import { usePeers } from './usePresence.ts';
import { initialsOf, peoplesOf } from './presence.ts';
import { usePresenceT } from './presence-i18n.ts';
import { usePeerName } from './usePeerName.ts';
import './presence.css';

/** The others in the deck, as initials in their colours, in the top bar. Nothing when alone. */
export function PeerAvatars() {
  const t = usePresenceT();
  const nameOf = usePeerName();
  const people = peoplesOf(usePeers((state) => state.peers));
  if (people.length === 0) return null;
  return (
    <ul className="peer-avatars" aria-label={t('others')} data-testid="peer-avatars">
      {people.map((peer) => {
        const name = nameOf(peer);
        return (
          <li key={peer.userId} className="peer-avatar" style={{ backgroundColor: peer.colour }} title={name} aria-label={name} data-testid="peer-avatar">
            <span aria-hidden>{initialsOf(peer.name) || '?'}</span>
          </li>
        );
      })}
    </ul>
  );
}
