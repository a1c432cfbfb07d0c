import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: '이 프레젠테이션에 있는 다른 사람',
  onSlide: '{{name}} 님이 이 슬라이드에 있습니다',
  someone: '누군가',
  you: '나 (다른 창)',
};

export default translations;
