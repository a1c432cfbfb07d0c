import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/deckChecks.ts';

/** The deck checks keep their texts in their own namespace, loaded like the editor's. */
export const CHECKS_NS = 'deckChecks';

await addNamespace(CHECKS_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/deckChecks.ts', '!../../i18n/locales/en/*.ts']));
