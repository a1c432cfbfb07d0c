import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Adımlar',
  addStep: 'Adım ekle',
  removeStep: '{{n}}. adımı kaldır',
  moveUp: '{{n}}. adımı yukarı taşı',
  moveDown: '{{n}}. adımı aşağı taşı',
  range: '{{min}} ile {{max}} adım arası',
};

export default translations;
