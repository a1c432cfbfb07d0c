import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const ko: TranslationsOf<typeof en> = {
  title: '블로그 글을 프레젠테이션으로',
  intro: '블로그 글의 주소를 붙여 넣으세요. Folio가 글을 읽고 찾은 내용을 보여 준 뒤 슬라이드나 페이지로 만듭니다.',
  address: {
    label: '블로그 글 주소',
    placeholder: 'https://example.com/blog/my-post',
    read: '글 읽기',
    reading: '글을 읽는 중…',
  },
  post: {
    heading: '글',
    untitled: '제목 없는 글',
    headings: '제목',
    noHeadings: '이 글에는 소제목이 없습니다.',
    images: '이미지와 그림: {{count}}',
  },
  make: {
    heading: '만들 것',
    kind: { presentation: '슬라이드', page: '페이지' },
    count: { presentation: '슬라이드 수', page: '섹션 수' },
    generate: '생성',
  },
  error: {
    invalid: 'http:// 또는 https://로 시작하는 전체 웹 주소를 입력하세요.',
    blocked: '이 주소는 이 컴퓨터나 사설 네트워크를 가리키므로 Folio가 읽지 않습니다. 글의 공개 주소를 사용하세요.',
    unreachable: '페이지에 연결할 수 없습니다. 주소를 확인하고 다시 시도하세요.',
    notHtml: '이 주소는 웹 페이지가 아닙니다(예: 이미지나 파일). 글 자체의 주소를 붙여 넣으세요.',
    unreadable: 'Folio가 이 페이지에서 글의 본문을 찾지 못했습니다.',
    detail: '세부 정보: {{detail}}',
  },
};

export default ko;
