import type { TranslationsOf } from '../../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Các bước',
  addStep: 'Thêm bước',
  removeStep: 'Xóa bước {{n}}',
  moveUp: 'Chuyển bước {{n}} lên',
  moveDown: 'Chuyển bước {{n}} xuống',
  range: 'Từ {{min}} đến {{max}} bước',
};

export default translations;
