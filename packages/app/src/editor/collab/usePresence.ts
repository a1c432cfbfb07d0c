import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '../../stores/session-store.ts';
import { useEditorStore } from '../editor-store.ts';
import type { EditorSession } from './editor-session.ts';
import { colourFor, peersOf, samePresence, type Peer, type Presence } from './presence.ts';

/** The others in the open deck, for the top bar, the slide list and the canvas. */
export const usePeers = create<{ peers: Peer[] }>(() => ({ peers: [] }));

/**
 * Tells the others in the deck who this person is, which slide they are on and which block
 * they selected last, whenever that changes; and keeps `usePeers` up to date with theirs.
 */
export function usePresence(session: EditorSession | null): void {
  useEffect(() => {
    if (!session) return;
    const awareness = session.provider.awareness;
    const publish = () => {
      const user = useSessionStore.getState().user;
      if (!user) return;
      const { pageId, selection } = useEditorStore.getState();
      const name = user.userName.trim() || `${user.firstName} ${user.lastName}`.trim();
      const presence: Presence = { userId: user.userId, name, colour: colourFor(user.userId), pageId, blockId: selection.at(-1) ?? null };
      // The editor's store changes with every caret move: only a changed presence is sent.
      if (!samePresence(awareness.getLocalState(), presence)) awareness.setLocalState({ ...presence });
    };
    const refresh = () => usePeers.setState({ peers: peersOf(awareness.getStates(), awareness.clientID) });
    publish();
    refresh();
    const stopEditor = useEditorStore.subscribe(publish);
    const stopSession = useSessionStore.subscribe(publish);
    awareness.on('change', refresh);
    return () => {
      stopEditor();
      stopSession();
      awareness.off('change', refresh);
      usePeers.setState({ peers: [] });
    };
  }, [session]);
}
