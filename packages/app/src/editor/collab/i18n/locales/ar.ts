import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'موجودون أيضًا في هذا العرض',
  onSlide: '{{name}} في هذه الشريحة',
  someone: 'شخص ما',
  you: 'أنت (نافذة أخرى)',
};

export default translations;
