import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Yang baru',
  description: 'Apa yang berubah di Folio belakangan ini, yang terbaru lebih dulu.',
  new: 'Baru',
  unread: 'Perubahan baru: {{count}}',
  empty: 'Belum ada yang berubah.',
};

export default translations;
