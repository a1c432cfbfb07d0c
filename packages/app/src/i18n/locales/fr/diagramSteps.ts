import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Étapes',
  addStep: 'Ajouter une étape',
  removeStep: 'Supprimer l’étape {{n}}',
  moveUp: 'Monter l’étape {{n}}',
  moveDown: 'Descendre l’étape {{n}}',
  range: 'De {{min}} à {{max}} étapes',
};

export default translations;
