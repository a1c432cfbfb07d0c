import type { EditChange } from '@folio/layout';
import { BUILTIN_THEMES } from '@folio/renderer';
type Translate = (key: string, options: Record<string, unknown>) => string;

/** One line of what an AI edit did to the deck, as the chat message lists it. */
export function describeChange(change: EditChange, t: Translate): string {
  if (change.kind === 'theme') {
    const name = BUILTIN_THEMES.find((theme) => theme.id === change.themeId)?.themeName ?? change.themeId;
    return t('changes.theme', { name });
  }
  return t(`changes.${change.kind}`, { n: change.slide });
}
