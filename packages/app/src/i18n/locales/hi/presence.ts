import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'इस प्रस्तुति में और भी लोग',
  onSlide: '{{name}} इस स्लाइड पर हैं',
  someone: 'कोई',
  you: 'आप (दूसरी विंडो)',
};

export default translations;
