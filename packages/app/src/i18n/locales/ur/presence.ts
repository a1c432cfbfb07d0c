import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'اس پیشکش میں اور لوگ بھی',
  onSlide: '{{name}} اس سلائیڈ پر ہیں',
  someone: 'کوئی',
  you: 'آپ (دوسری ونڈو)',
};

export default translations;
