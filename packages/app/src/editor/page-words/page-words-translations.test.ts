import { describeTranslations } from '../../i18n/translation-checks.ts';
import en from './en.ts';

describeTranslations({
  name: 'page words',
  english: en,
  locales: import.meta.glob('./locales/*.ts', { eager: true }),
  mayMatchEnglishIn: {
    fr: ['editor.notes', 'editor.slideLabel', 'editorAi.selection'],
  },
});
