import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'مراحل',
  addStep: 'مرحلہ شامل کریں',
  removeStep: 'مرحلہ {{n}} ہٹائیں',
  moveUp: 'مرحلہ {{n}} کو اوپر لے جائیں',
  moveDown: 'مرحلہ {{n}} کو نیچے لے جائیں',
  range: '{{min}} سے {{max}} مراحل',
};

export default translations;
