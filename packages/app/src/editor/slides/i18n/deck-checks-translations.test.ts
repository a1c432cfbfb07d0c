import { describeTranslations } from '../../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'deck checks',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
});
