import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'ステップ',
  addStep: 'ステップを追加',
  removeStep: 'ステップ {{n}} を削除',
  moveUp: 'ステップ {{n}} を上へ移動',
  moveDown: 'ステップ {{n}} を下へ移動',
  range: '{{min}}〜{{max}} ステップ',
};

export default translations;
