import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: '新着情報',
  description: 'Folio の最近の変更点（新しい順）。',
  new: '新着',
  unread: '新しい変更：{{count}} 件',
  empty: 'まだ変更はありません。',
};

export default translations;
