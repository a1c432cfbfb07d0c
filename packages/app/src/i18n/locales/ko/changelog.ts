import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: '새로운 기능',
  description: 'Folio의 최근 변경 사항, 최신순.',
  new: '새 소식',
  unread: '새 변경 사항: {{count}}개',
  empty: '아직 바뀐 것이 없습니다.',
};

export default translations;
