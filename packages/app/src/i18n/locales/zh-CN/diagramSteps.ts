import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: '步骤',
  addStep: '添加步骤',
  removeStep: '删除步骤 {{n}}',
  moveUp: '上移步骤 {{n}}',
  moveDown: '下移步骤 {{n}}',
  range: '{{min}} 到 {{max}} 个步骤',
};

export default translations;
