import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: '메모',
    present: '미리 보기',
    duplicateSlide: '섹션 복제',
    deleteSlide: '섹션 삭제',
    slideLabel: '섹션 {{n}}',
    notesPlaceholder: '이 섹션에 대한 메모…',
    presenting: '섹션 {{n}}/{{total}}',
    lastSlide: '마지막 섹션입니다',
    noNotes: '이 섹션에는 메모가 없습니다',
  },
  editorShare: {
    export: {
      description: '이 페이지를 편집기에서 보이는 그대로 내려받습니다.',
      formats: {
        pdf: { text: '섹션마다 한 페이지씩, 어떤 크기에서도 선명하고 텍스트를 선택하고 검색할 수 있습니다.' },
        pptx: { text: '섹션마다 PowerPoint에서 편집 가능, 실제 텍스트 상자·표·차트 포함.' },
        images: { text: '섹션마다 PNG 한 장씩 담은 zip 파일.' },
        image: { text: '페이지 전체를 세로로 긴 PNG 한 장에, 섹션을 위에서 아래로.' },
      },
      preparingHint: '섹션을 서버에서 그리는 중입니다. 그동안 계속 편집할 수 있습니다.',
    },
  },
  editorAi: {
    modeHint: {
      chat: '글, 섹션, 메모를 편집합니다',
      design: '테마와 섹션 레이아웃을 바꿉니다',
    },
    placeholder: {
      chat: 'AI에게 이 페이지 편집 요청…',
      design: 'AI에게 이 페이지 디자인 변경 요청…',
    },
    empty: '이 섹션이나 페이지 전체의 변경을 요청하세요. 변경은 한 단계로 적용되며 {{undo}}로 되돌릴 수 있습니다.',
    selection: '섹션 {{n}}',
    selectionBlock: '섹션 {{n}} · 선택한 블록',
    chips: {
      shorten: '이 섹션 줄이기',
      translatePrompt: '이 섹션을 다음 언어로 번역해 줘: ',
      addSlide: '섹션 추가…',
      addSlidePrompt: '다음 주제로 페이지에 섹션을 추가해 줘: ',
      layout: '이 섹션의 레이아웃 바꾸기',
    },
    changes: {
      text: '섹션 {{n}}의 글을 다시 썼습니다',
      addPage: '섹션 {{n}}을 추가했습니다',
      removePage: '섹션 {{n}}을 삭제했습니다',
      movePage: '섹션을 {{n}}번째 위치로 옮겼습니다',
      replacePage: '섹션 {{n}}을 새로 디자인했습니다',
      notes: '섹션 {{n}}의 메모를 작성했습니다',
    },
    noChange: '페이지에 변경 사항이 없습니다.',
    staleEdit: 'AI가 답하는 동안 페이지가 바뀌어 아무것도 적용되지 않았습니다. 다시 요청하세요.',
    notes: { instruction: '이 섹션의 메모를 써 줘' },
  },
  deckChecks: {
    marker: '이 섹션에서 확인할 항목: {{count}}',
    list: '섹션 {{n}} 점검',
    codes: {
      'placeholder-text': '섹션에 자리표시 텍스트가 남아 있습니다: “{{text}}”',
      'repeated-picture': '섹션 {{n}}과 같은 이미지',
      'empty-slide': '이 섹션에는 아무것도 표시되지 않습니다',
    },
  },
};

export default words;
