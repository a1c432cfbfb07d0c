import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: '프레젠테이션 옵션',
  fromBeginning: '처음부터',
  fromCurrent: '현재 슬라이드부터',
  withNotes: '발표자 보기: 메모는 여기에, 슬라이드는 새 창에',
  audienceNote: '청중은 다른 창에서 슬라이드를 봅니다. 전체 화면으로 보려면 그 창을 클릭하거나 F 키를 누르세요.',
  blockedTitle: '청중용 창이 차단되었습니다',
  blockedText: '브라우저가 이 페이지에서 슬라이드용 창을 여는 것을 막았습니다. 이 사이트의 팝업을 허용하고 다시 시도하거나 이 창에서 발표하세요. 그러면 청중은 메모 없이 슬라이드를 보게 됩니다.',
  presentHere: '이 창에서 발표',
  tryAgain: '다시 시도',
  cancel: '취소',
  loading: '슬라이드를 불러오는 중…',
};

export default translations;
