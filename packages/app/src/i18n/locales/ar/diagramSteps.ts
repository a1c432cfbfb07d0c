import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'الخطوات',
  addStep: 'إضافة خطوة',
  removeStep: 'إزالة الخطوة {{n}}',
  moveUp: 'نقل الخطوة {{n}} لأعلى',
  moveDown: 'نقل الخطوة {{n}} لأسفل',
  range: 'من {{min}} إلى {{max}} خطوات',
};

export default translations;
