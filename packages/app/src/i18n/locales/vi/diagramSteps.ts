import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Các bước',
  addStep: 'Thêm bước',
  removeStep: 'Xóa bước {{n}}',
  moveUp: 'Chuyển bước {{n}} lên',
  moveDown: 'Chuyển bước {{n}} xuống',
  range: 'Từ {{min}} đến {{max}} bước',
};

export default translations;
