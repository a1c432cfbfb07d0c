import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'メモ',
    present: 'プレビュー',
    duplicateSlide: 'セクションを複製',
    deleteSlide: 'セクションを削除',
    slideLabel: 'セクション {{n}}',
    notesPlaceholder: 'このセクションのメモ…',
    presenting: 'セクション {{n}} / {{total}}',
    lastSlide: 'これが最後のセクションです',
    noNotes: 'このセクションにメモはありません',
  },
  editorShare: {
    export: {
      description: 'このページをエディターでの見た目どおりにダウンロードします。',
      formats: {
        pdf: { text: 'セクションごとに 1 ページ。どのサイズでも鮮明で、テキストは選択・検索できます。' },
        pptx: { text: 'セクションごとに PowerPoint で編集でき、本物のテキストボックス、表、グラフ付き。' },
        images: { text: 'セクションごとに 1 枚の PNG を入れた zip。' },
        image: { text: 'ページ全体を縦長の PNG 1 枚に。セクションを上から順に並べます。' },
      },
      preparingHint: 'セクションはサーバーで描画中です。その間も編集を続けられます。',
    },
  },
  editorAi: {
    modeHint: {
      chat: '文章、セクション、メモを編集します',
      design: 'テーマとセクションのレイアウトを変更します',
    },
    placeholder: {
      chat: 'このページの編集を AI に依頼…',
      design: 'このページのデザイン変更を AI に依頼…',
    },
    empty: 'このセクションやページ全体への変更を依頼してください。変更は 1 ステップで反映され、{{undo}} で元に戻せます。',
    selection: 'セクション {{n}}',
    selectionBlock: 'セクション {{n}} · 選択中のブロック',
    chips: {
      shorten: 'このセクションを短くする',
      translatePrompt: 'このセクションを次の言語に翻訳して: ',
      addSlide: 'セクションを追加…',
      addSlidePrompt: '次のテーマでページにセクションを追加して: ',
      layout: 'このセクションのレイアウトを変更',
    },
    changes: {
      text: 'セクション {{n}} の文章を書き直しました',
      addPage: 'セクション {{n}} を追加しました',
      removePage: 'セクション {{n}} を削除しました',
      movePage: 'セクションを {{n}} 番目に移動しました',
      replacePage: 'セクション {{n}} をデザインし直しました',
      notes: 'セクション {{n}} のメモを書きました',
    },
    noChange: 'ページに変更はありません。',
    staleEdit: 'AI の回答中にページが変更されたため、何も反映されませんでした。もう一度依頼してください。',
    notes: { instruction: 'このセクションのメモを書いて' },
  },
  deckChecks: {
    marker: 'このセクションの確認事項: {{count}}',
    list: 'セクション {{n}} のチェック',
    codes: {
      'placeholder-text': '仮のテキストがセクションに残っています: 「{{text}}」',
      'repeated-picture': 'セクション {{n}} と同じ画像です',
      'empty-slide': 'このセクションには何も表示されていません',
    },
  },
};

export default words;
