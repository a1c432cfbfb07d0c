import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'ผู้อื่นในงานนำเสนอนี้',
  onSlide: '{{name}} อยู่ที่สไลด์นี้',
  someone: 'ใครบางคน',
  you: 'คุณ (หน้าต่างอื่น)',
};

export default translations;
