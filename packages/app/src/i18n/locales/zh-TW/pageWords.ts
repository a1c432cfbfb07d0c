import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: '備註',
    present: '預覽',
    duplicateSlide: '複製區段',
    deleteSlide: '刪除區段',
    slideLabel: '區段 {{n}}',
    notesPlaceholder: '關於這個區段的備註…',
    presenting: '第 {{n}} 個區段，共 {{total}} 個',
    lastSlide: '這是最後一個區段',
    noNotes: '這個區段沒有備註',
  },
  editorShare: {
    export: {
      description: '依編輯器中的樣子下載這個頁面。',
      formats: {
        pdf: { text: '每個區段各自一頁，任何尺寸都清晰，文字可選取、可搜尋。' },
        pptx: { text: '每個區段都可在 PowerPoint 中編輯，含真正的文字方塊、表格和圖表。' },
        images: { text: '一個 zip，每個區段一張 PNG。' },
        image: { text: '整個頁面合成一張長 PNG，區段由上而下排列。' },
      },
      preparingHint: '區段正在伺服器上繪製；這段時間你可以繼續編輯。',
    },
  },
  editorAi: {
    modeHint: {
      chat: '編輯文字、區段和備註',
      design: '變更佈景主題和區段版面',
    },
    placeholder: {
      chat: '請 AI 編輯這個頁面…',
      design: '請 AI 重新設計這個頁面…',
    },
    empty: '請求修改這個區段或整個頁面。修改會一次套用：{{undo}} 可復原。',
    selection: '區段 {{n}}',
    selectionBlock: '區段 {{n}} · 已選取的區塊',
    chips: {
      shorten: '精簡這個區段',
      translatePrompt: '把這個區段翻譯成',
      addSlide: '新增一個關於……的區段',
      addSlidePrompt: '在頁面中新增一個區段，主題是：',
      layout: '變更這個區段的版面',
    },
    changes: {
      text: '改寫了區段 {{n}} 的文字',
      addPage: '新增了區段 {{n}}',
      removePage: '刪除了區段 {{n}}',
      movePage: '把一個區段移到第 {{n}} 個位置',
      replacePage: '重新設計了區段 {{n}}',
      notes: '為區段 {{n}} 寫了備註',
    },
    noChange: '頁面沒有變更。',
    staleEdit: 'AI 回答期間頁面已變更，未套用任何修改。請再問一次。',
    notes: { instruction: '為這個區段寫備註' },
  },
  deckChecks: {
    marker: '這個區段待檢查：{{count}}',
    list: '區段 {{n}} 的檢查',
    codes: {
      'placeholder-text': '區段中留有預留位置文字：「{{text}}」',
      'repeated-picture': '與區段 {{n}} 的圖片相同',
      'empty-slide': '這個區段沒有顯示任何內容',
    },
  },
};

export default words;
