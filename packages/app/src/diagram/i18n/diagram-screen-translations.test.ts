import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'diagram screen',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  mayMatchEnglishIn: { de: ['deck'], fr: ['layoutCycle'] },
});
