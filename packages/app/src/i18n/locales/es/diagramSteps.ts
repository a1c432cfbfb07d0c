import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Pasos',
  addStep: 'Añadir un paso',
  removeStep: 'Quitar el paso {{n}}',
  moveUp: 'Subir el paso {{n}}',
  moveDown: 'Bajar el paso {{n}}',
  range: 'De {{min}} a {{max}} pasos',
};

export default translations;
