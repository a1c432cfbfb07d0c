import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Шаги',
  addStep: 'Добавить шаг',
  removeStep: 'Удалить шаг {{n}}',
  moveUp: 'Переместить шаг {{n}} вверх',
  moveDown: 'Переместить шаг {{n}} вниз',
  range: 'От {{min}} до {{max}} шагов',
};

export default translations;
