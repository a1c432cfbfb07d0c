import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'مراحل',
  addStep: 'افزودن مرحله',
  removeStep: 'حذف مرحله {{n}}',
  moveUp: 'انتقال مرحله {{n}} به بالا',
  moveDown: 'انتقال مرحله {{n}} به پایین',
  range: 'از {{min}} تا {{max}} مرحله',
};

export default translations;
