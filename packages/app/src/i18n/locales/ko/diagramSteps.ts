import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: '단계',
  addStep: '단계 추가',
  removeStep: '{{n}}단계 삭제',
  moveUp: '{{n}}단계를 위로 이동',
  moveDown: '{{n}}단계를 아래로 이동',
  range: '{{min}}~{{max}}단계',
};

export default translations;
