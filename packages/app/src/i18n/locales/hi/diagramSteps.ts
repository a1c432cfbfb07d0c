import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'चरण',
  addStep: 'चरण जोड़ें',
  removeStep: 'चरण {{n}} हटाएँ',
  moveUp: 'चरण {{n}} को ऊपर ले जाएँ',
  moveDown: 'चरण {{n}} को नीचे ले जाएँ',
  range: '{{min}} से {{max}} चरण',
};

export default translations;
