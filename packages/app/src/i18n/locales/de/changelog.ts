import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Neuigkeiten',
  description: 'Was sich in Folio zuletzt geändert hat, das Neueste zuerst.',
  new: 'Neu',
  unread: 'Neue Änderungen: {{count}}',
  empty: 'Noch hat sich nichts geändert.',
};

export default translations;
