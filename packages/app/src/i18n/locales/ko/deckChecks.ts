import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: '이 슬라이드에서 확인할 항목: {{count}}',
  list: '슬라이드 {{n}} 점검',
  codes: {
    overflow: '내용이 슬라이드보다 {{by}}px 더 깁니다',
    'text-clipped': '텍스트가 가장자리에서 잘립니다: “{{text}}”',
    'text-overlap': '텍스트가 다른 블록 위로 넘칩니다: “{{text}}”',
    'small-text': '{{size}}px 텍스트는 강당 뒤에서 읽기에 너무 작습니다(최소 {{min}}px): “{{text}}”',
    'low-contrast': '대비가 낮습니다. {{needed}}:1이 필요한데 {{ratio}}:1입니다: “{{text}}”',
    'leftover-hint': '힌트가 있는 빈 줄: 내보내면 빈 공간으로 나옵니다',
    'placeholder-text': '슬라이드에 자리표시자 텍스트가 남아 있습니다: “{{text}}”',
    'cut-text': '“…”로 잘린 텍스트: “{{text}}”',
    'repeated-picture': '슬라이드 {{n}}과 같은 이미지입니다',
    'empty-slide': '이 슬라이드에는 아무것도 표시되지 않습니다',
  },
};

export default translations;
