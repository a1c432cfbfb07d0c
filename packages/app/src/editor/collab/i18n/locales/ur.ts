import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'اس پیشکش میں اور لوگ بھی',
  onSlide: '{{name}} اس سلائیڈ پر ہیں',
  someone: 'کوئی',
  you: 'آپ (دوسری ونڈو)',
};

export default translations;
