import { describeTranslations } from '../../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'version history',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  // Portuguese says "slides" too, and German's word for a name is "Name".
  mayMatchEnglishIn: { pt: ['slides'], de: ['nameLabel'] },
});
