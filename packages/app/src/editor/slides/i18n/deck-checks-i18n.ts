import { addNamespace } from '../../../i18n/i18n.ts';
import en from './en.ts';

/** The deck checks keep their texts in their own namespace, loaded like the editor's. */
export const CHECKS_NS = 'deckChecks';

await addNamespace(CHECKS_NS, en, import.meta.glob<{ default: object }>('./locales/*.ts'));
