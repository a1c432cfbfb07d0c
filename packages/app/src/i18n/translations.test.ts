import en from './locales/en.ts';
import { describeTranslations } from './translation-checks.ts';

describeTranslations({
  name: 'interface',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  mayMatchEnglish: ['userMenu.pro', 'nav.beta', 'account.avatar', 'auth.password'],
});
