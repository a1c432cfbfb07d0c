import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Что нового',
  description: 'Что недавно изменилось в Folio, сначала новое.',
  new: 'Новое',
  unread: 'Новые изменения: {{count}}',
  empty: 'Пока ничего не изменилось.',
};

export default translations;
