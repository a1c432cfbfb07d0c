import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const ko: TranslationsOf<typeof en> = {
  present: {
    start: '발표',
    exit: '종료',
    counter: '슬라이드 {{n}} / {{total}}',
    previous: '이전 슬라이드',
    next: '다음 슬라이드',
  },
  prompt: {
    title: '보호된 프레젠테이션입니다',
    text: '보려면 작성자에게 받은 비밀번호를 입력하세요.',
    label: '비밀번호',
    submit: '프레젠테이션 보기',
    checking: '확인 중…',
  },
  password: {
    title: '비밀번호',
    hint: '보는 사람은 프레젠테이션을 보기 전에 입력합니다. 바꾸면 이미 입력한 모든 사람의 접근이 끝납니다.',
    on: '비밀번호가 이 링크를 보호합니다.',
    off: '비밀번호 없음: 링크가 있는 누구나 볼 수 있습니다.',
    field: '새 비밀번호',
    set: '비밀번호 설정',
    change: '비밀번호 변경',
    remove: '비밀번호 제거',
    saved: '비밀번호를 저장했습니다',
    removed: '비밀번호를 제거했습니다',
  },
  viewers: {
    button: '시청자',
    title: '시청자',
    period: '최근 30일',
    views: '조회수',
    unique: '순 시청자',
    perDay: '일별 조회수',
    perSlide: '슬라이드별 시청 시간',
    sources: '유입 경로',
    direct: '직접 또는 알 수 없음',
    seconds: '{{count}}초',
    slide: '슬라이드 {{n}}',
    empty: '최근 30일 동안 조회가 없습니다.',
    download: 'CSV 다운로드',
    privacy: '개인 데이터 없이 집계합니다: 브라우저마다 임의의 ID를 쓰며, 추적 거부 브라우저는 세지 않습니다.',
    proOnly: '비밀번호와 시청자 통계는 Pro 기능입니다.',
  },
};

export default ko;
