import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'ขั้นตอน',
  addStep: 'เพิ่มขั้นตอน',
  removeStep: 'ลบขั้นตอนที่ {{n}}',
  moveUp: 'เลื่อนขั้นตอนที่ {{n}} ขึ้น',
  moveDown: 'เลื่อนขั้นตอนที่ {{n}} ลง',
  range: '{{min}} ถึง {{max}} ขั้นตอน',
};

export default translations;
