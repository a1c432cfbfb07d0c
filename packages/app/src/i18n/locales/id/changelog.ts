import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Yang baru',
  description: 'Apa yang berubah di Folio belakangan ini, yang terbaru lebih dulu.',
  new: 'Baru',
  unread: 'Perubahan baru: {{count}}',
  empty: 'Belum ada yang berubah.',
};

export default translations;
