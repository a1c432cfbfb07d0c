import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'מה חדש',
  description: 'מה השתנה ב־Folio לאחרונה, החדש ביותר ראשון.',
  new: 'חדש',
  unread: 'שינויים חדשים: {{count}}',
  empty: 'עדיין לא השתנה דבר.',
};

export default translations;
