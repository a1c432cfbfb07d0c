import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSessionStore } from '../../stores/session-store.ts';
import { EditorSession, type SessionStatus } from './editor-session.ts';

/**
 * Opens the project's session for as long as the editor shows it, and warns before the tab
 * closes while changes are not yet stored on the server (§4).
 */
export function useEditorSession(projectId: string): { session: EditorSession | null; status: SessionStatus | null } {
  const [session, setSession] = useState<EditorSession | null>(null);
  useEffect(() => {
    const opened = new EditorSession({ projectId, token: () => useSessionStore.getState().token ?? '' });
    setSession(opened);
    const onOnline = () => opened.provider.reconnectNow();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!opened.unsaved) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      opened.destroy();
      setSession(null);
    };
  }, [projectId]);
  const status = useSyncExternalStore(
    (listener) => session?.subscribe(listener) ?? (() => {}),
    () => session?.status ?? null,
  );
  return { session, status };
}
