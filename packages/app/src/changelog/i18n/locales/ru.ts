import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Что нового',
  description: 'Что недавно изменилось в Folio, сначала новое.',
  new: 'Новое',
  unread: 'Новые изменения: {{count}}',
  empty: 'Пока ничего не изменилось.',
};

export default translations;
