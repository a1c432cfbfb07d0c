import { describeTranslations } from '../../../i18n/translation-checks.ts';
import en from './share-access-en.ts';

describeTranslations({
  name: 'share page and share access',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  // 's' is the SI symbol for seconds in these languages too.
  mayMatchEnglish: ['viewers.seconds'],
  mayMatchEnglishIn: { it: ['prompt.label', 'password.title'], pt: ['viewers.slide'], id: ['viewers.slide'] },
});
