import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'دیگران در این ارائه',
  onSlide: '{{name}} در این اسلاید است',
  someone: 'کسی',
  you: 'شما (پنجرهٔ دیگر)',
};

export default translations;
