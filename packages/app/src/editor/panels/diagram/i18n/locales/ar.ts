import type { TranslationsOf } from '../../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'الخطوات',
  addStep: 'إضافة خطوة',
  removeStep: 'إزالة الخطوة {{n}}',
  moveUp: 'نقل الخطوة {{n}} لأعلى',
  moveDown: 'نقل الخطوة {{n}} لأسفل',
  range: 'من {{min}} إلى {{max}} خطوات',
};

export default translations;
