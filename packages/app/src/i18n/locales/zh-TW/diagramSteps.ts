import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: '步驟',
  addStep: '新增步驟',
  removeStep: '刪除步驟 {{n}}',
  moveUp: '上移步驟 {{n}}',
  moveDown: '下移步驟 {{n}}',
  range: '{{min}} 到 {{max}} 個步驟',
};

export default translations;
