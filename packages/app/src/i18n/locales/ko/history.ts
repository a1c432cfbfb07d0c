import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: '기록',
  title: '버전 기록',
  loading: '버전을 불러오는 중…',
  empty: '아직 버전이 없습니다. 편집 세션이 끝날 때, AI 변경 전, 복원 전, 그리고 이름을 붙일 때마다 버전이 저장됩니다.',
  nameThis: '이 버전에 이름 붙이기',
  nameLabel: '이름',
  save: '저장',
  named: '이름 있음',
  reason: {
    session: '편집 세션 후',
    ai: 'AI 변경 전',
    restore: '복원 전',
  },
  by: '작성자: {{name}}',
  formerAccount: '삭제된 계정',
  slides: '슬라이드: {{count}}',
  preview: '미리 보기',
  previewOf: '미리 보기: {{name}}',
  readOnly: '읽기 전용입니다. 복원하면 이것이 다시 프로젝트의 내용이 되며, 그 전까지는 아무것도 바뀌지 않습니다.',
  restore: '복원',
  restoreTitle: '이 버전을 복원할까요?',
  restoreText: '슬라이드, 테마, 노트가 이 버전의 것으로 바뀌고 제목은 그대로입니다. 편집 중인 모든 사람이 바로 보게 됩니다. 실행 취소할 수 있고, 현재 내용은 기록에 남습니다.',
  restored: '버전을 복원했습니다. 실행 취소하면 되돌립니다.',
  rename: '이름 바꾸기',
  renameTitle: '이 버전 이름 바꾸기',
  delete: '삭제',
  deleteTitle: '이 버전을 삭제할까요?',
  deleteText: '기록에서 영구히 사라집니다. 프로젝트는 그대로입니다.',
  actions: '이 버전의 추가 작업',
  slideOf: '슬라이드 {{n}}/{{count}}',
  keepNote: '자동 버전은 최근 {{count}}개까지 보관됩니다. 이름 있는 버전은 삭제할 때까지 남아 있습니다.',
};

export default translations;
