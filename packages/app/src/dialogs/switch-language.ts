import { applyLanguage, rememberLanguage } from '../i18n/i18n.ts';
import type { LanguageChoice } from '../i18n/languages.ts';
import { dropParams } from '../routing/carried-params.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';

/** Switches the interface language behind the §2 loading overlay and remembers it for this user. */
export async function switchLanguage(choice: LanguageChoice): Promise<void> {
  const dialogs = useDialogStore.getState();
  dialogs.setSwitchingLanguage(true);
  try {
    await applyLanguage(choice);
    rememberLanguage(choice, useSessionStore.getState().user?.userId ?? null);
    // A `language` in the address would otherwise be carried on and win again on the next load.
    dropParams('language');
  } catch (error) {
    // §8: a language that fails to load is logged; the current one stays.
    console.error(error instanceof Error ? error.message : error);
    toast(`Failed to fetch language data for ${choice}`, 'error');
  } finally {
    dialogs.setSwitchingLanguage(false);
  }
}
