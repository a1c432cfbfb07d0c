import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Schritte',
  addStep: 'Schritt hinzufügen',
  removeStep: 'Schritt {{n}} entfernen',
  moveUp: 'Schritt {{n}} nach oben verschieben',
  moveDown: 'Schritt {{n}} nach unten verschieben',
  range: '{{min}} bis {{max}} Schritte',
};

export default translations;
