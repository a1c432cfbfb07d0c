import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Yenilikler',
  description: 'Folio’da son zamanlarda neler değişti, en yenisi önce.',
  new: 'Yeni',
  unread: 'Yeni değişiklikler: {{count}}',
  empty: 'Henüz hiçbir şey değişmedi.',
};

export default translations;
