import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { applyLanguage, chosenLanguage, initI18n } from './i18n/i18n.ts';
import { useFeaturesStore } from './insights/features-store.ts';
import { recordCampaignArrival } from './insights/campaign-arrival.ts';
import { watchPages } from './insights/page-views.ts';
import { handleEntryParams } from './routing/entry-params.ts';
import { handlePaymentReturn } from './routing/payment-return.ts';
import { useSessionStore } from './stores/session-store.ts';
// Sets light or dark on <html> from the system or the stored choice on every page, public ones included.
import './stores/appearance-store.ts';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/workspace.css';
import './styles/dialogs.css';

/** Boots the product: texts and the instance's feature flags, the stored session, the §2 entry parameters, then the UI. */
export async function startApp(root: HTMLElement): Promise<void> {
  // Flags are known before the first render, so a flagged route opened directly is there at once.
  await Promise.all([initI18n(), useFeaturesStore.getState().load()]);
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
  if (user) void handlePaymentReturn(new URLSearchParams(location.search));
  // Rollouts go by account: signing in or out can change which flags are on.
  useSessionStore.subscribe((state, previous) => {
    if (state.user?.userId !== previous.user?.userId) void useFeaturesStore.getState().load();
  });
  watchPages();
  recordCampaignArrival();
  if (user) await applyLanguage(chosenLanguage(user.userId)).catch(() => {});
}
