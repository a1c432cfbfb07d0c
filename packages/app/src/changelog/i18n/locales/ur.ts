import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'نیا کیا ہے',
  description: 'Folio میں حال ہی میں کیا بدلا، سب سے نیا پہلے۔',
  new: 'نیا',
  unread: 'نئی تبدیلیاں: {{count}}',
  empty: 'ابھی تک کچھ نہیں بدلا۔',
};

export default translations;
