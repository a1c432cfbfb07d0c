import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { applyLanguage, chosenLanguage, initI18n } from './i18n/i18n.ts';
import { handleEntryParams } from './routing/entry-params.ts';
import { useSessionStore } from './stores/session-store.ts';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/workspace.css';
import './styles/dialogs.css';

/** Boots the product: texts, the stored session, the §2 entry parameters, then the UI. */
export async function startApp(root: HTMLElement): Promise<void> {
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Entry parameters first: an `accessToken` in the URL must be in place before the stored session is checked.
  const entry = handleEntryParams();
  await Promise.all([useSessionStore.getState().restore(), entry]);
  // The language is chosen per user: once we know who is here, theirs wins over this browser's last one.
  const user = useSessionStore.getState().user;
  if (user) await applyLanguage(chosenLanguage(user.userId)).catch(() => {});
}
