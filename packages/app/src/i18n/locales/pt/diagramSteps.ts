import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Etapas',
  addStep: 'Adicionar uma etapa',
  removeStep: 'Remover a etapa {{n}}',
  moveUp: 'Mover a etapa {{n}} para cima',
  moveDown: 'Mover a etapa {{n}} para baixo',
  range: 'De {{min}} a {{max}} etapas',
};

export default translations;
