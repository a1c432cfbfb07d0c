import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Có gì mới',
  description: 'Những thay đổi gần đây trong Folio, mới nhất trước.',
  new: 'Mới',
  unread: 'Thay đổi mới: {{count}}',
  empty: 'Chưa có gì thay đổi.',
};

export default translations;
