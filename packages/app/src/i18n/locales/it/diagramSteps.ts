import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Passaggi',
  addStep: 'Aggiungi un passaggio',
  removeStep: 'Rimuovi il passaggio {{n}}',
  moveUp: 'Sposta su il passaggio {{n}}',
  moveDown: 'Sposta giù il passaggio {{n}}',
  range: 'Da {{min}} a {{max}} passaggi',
};

export default translations;
