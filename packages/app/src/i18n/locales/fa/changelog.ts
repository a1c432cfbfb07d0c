import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'تازه\u200cها',
  description: 'تغییرات اخیر Folio، تازه\u200cترین\u200cها اول.',
  new: 'تازه',
  unread: 'تغییرهای تازه: {{count}}',
  empty: 'هنوز چیزی تغییر نکرده است.',
};

export default translations;
