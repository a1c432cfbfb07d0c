import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'มีอะไรใหม่',
  description: 'สิ่งที่เปลี่ยนใน Folio เมื่อเร็ว ๆ นี้ เรียงจากใหม่สุด',
  new: 'ใหม่',
  unread: 'การเปลี่ยนแปลงใหม่: {{count}}',
  empty: 'ยังไม่มีอะไรเปลี่ยน',
};

export default translations;
