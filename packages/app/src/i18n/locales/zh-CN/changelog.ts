import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: '新功能',
  description: 'Folio 最近的更新，最新的在前。',
  new: '新',
  unread: '新更新：{{count}} 项',
  empty: '还没有任何更新。',
};

export default translations;
