import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'force graph maker',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  // German says “Graph” too; Portuguese took “zoom”, and Portuguese and Indonesian “slide”, as they are.
  mayMatchEnglishIn: { de: ['graphSection'], pt: ['zoom', 'groupSlide'], id: ['groupSlide'] },
});
