import { useEffect } from 'react';
import { isApplePlatform } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { aiCommandFor } from './ai-shortcuts.ts';
import { resetAiStore, useAiStore } from './ai-store.ts';
import { startNewChat, stopChat } from './send-chat.ts';

/** §2 AI chat shortcuts, everywhere in the editor but present mode; a project opened starts with a closed, empty chat. */
export function useAiShortcuts(projectId: string): void {
  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const command = aiCommandFor(event, apple);
      if (!command || useEditorStore.getState().presenting) return;
      const ai = useAiStore.getState();
      if (command === 'toggleChat') ai.toggle();
      else if (command === 'switchMode') ai.switchMode();
      else startNewChat();
      // ⌘K and ⌘J are the browser's search-bar and downloads keys.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    useAiStore.getState().setProject(projectId);
    return () => {
      stopChat();
      resetAiStore();
    };
  }, [projectId]);
}
