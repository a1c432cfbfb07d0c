import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'שלבים',
  addStep: 'הוספת שלב',
  removeStep: 'הסרת שלב {{n}}',
  moveUp: 'העברת שלב {{n}} למעלה',
  moveDown: 'העברת שלב {{n}} למטה',
  range: 'בין {{min}} ל־{{max}} שלבים',
};

export default translations;
