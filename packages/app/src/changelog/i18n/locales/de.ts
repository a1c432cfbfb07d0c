import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Neuigkeiten',
  description: 'Was sich in Folio zuletzt geändert hat, das Neueste zuerst.',
  new: 'Neu',
  unread: 'Neue Änderungen: {{count}}',
  empty: 'Noch hat sich nichts geändert.',
};

export default translations;
