import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'دیگران در این ارائه',
  onSlide: '{{name}} در این اسلاید است',
  someone: 'کسی',
  you: 'شما (پنجرهٔ دیگر)',
};

export default translations;
