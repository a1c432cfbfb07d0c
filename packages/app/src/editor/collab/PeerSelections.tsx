import type { Box } from '@folio/layout';
import { usePeers } from './usePresence.ts';
import { usePeerName } from './usePeerName.ts';
import './presence.css';

interface PeerSelectionsProps {
  pageId: string;
  boxes: ReadonlyMap<string, Box>;
  offsetX: number;
  offsetY: number;
  scale: number;
}

/** On the canvas, the block each other person selected on this page: outlined in their colour, their name on it. */
export function PeerSelections({ pageId, boxes, offsetX, offsetY, scale }: PeerSelectionsProps) {
  const nameOf = usePeerName();
  const peers = usePeers((state) => state.peers);
  return (
    <>
      {peers.map((peer) => {
        const box = peer.pageId === pageId && peer.blockId ? boxes.get(peer.blockId) : undefined;
        if (!box) return null;
        const name = nameOf(peer);
        return (
          <div
            key={peer.clientId}
            className="peer-selection"
            data-testid="peer-selection"
            data-block-id={peer.blockId}
            style={{ left: offsetX + box.x * scale, top: offsetY + box.y * scale, width: box.width * scale, height: box.height * scale, borderColor: peer.colour }}
          >
            <span className="peer-selection-name" style={{ backgroundColor: peer.colour }}>
              {name}
            </span>
          </div>
        );
      })}
    </>
  );
}
