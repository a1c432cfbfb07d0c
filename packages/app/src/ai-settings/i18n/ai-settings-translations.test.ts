import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'AI settings',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  // "Model" is the Turkish and Indonesian word too.
  mayMatchEnglishIn: { tr: ['fields.model'], id: ['fields.model'] },
});
