import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'deck roast',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  // Italian and Portuguese say “slide” too.
  mayMatchEnglishIn: { it: ['slideHeading'], pt: ['slideHeading'] },
});
