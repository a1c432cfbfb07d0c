import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'campaign for blog',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  mayMatchEnglish: ['address.placeholder'],
  // French says "page" and Portuguese "slides" as English does.
  mayMatchEnglishIn: { fr: ['make.kind.page'], pt: ['make.kind.presentation'] },
});
