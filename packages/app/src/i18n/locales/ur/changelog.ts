import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'نیا کیا ہے',
  description: 'Folio میں حال ہی میں کیا بدلا، سب سے نیا پہلے۔',
  new: 'نیا',
  unread: 'نئی تبدیلیاں: {{count}}',
  empty: 'ابھی تک کچھ نہیں بدلا۔',
};

export default translations;
