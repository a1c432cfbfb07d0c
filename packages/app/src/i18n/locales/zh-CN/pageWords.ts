import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: '备注',
    present: '预览',
    duplicateSlide: '复制版块',
    deleteSlide: '删除版块',
    slideLabel: '版块 {{n}}',
    notesPlaceholder: '关于这个版块的备注…',
    presenting: '第 {{n}} 个版块，共 {{total}} 个',
    lastSlide: '这是最后一个版块',
    noNotes: '这个版块没有备注',
  },
  editorShare: {
    export: {
      description: '按编辑器中的样子下载这个页面。',
      formats: {
        pdf: { text: '每个版块单独一页，任意尺寸都清晰，文字可选中、可搜索。' },
        pptx: { text: '每个版块都可在 PowerPoint 中编辑，带真实的文本框、表格和图表。' },
        images: { text: '一个 zip，每个版块一张 PNG。' },
        image: { text: '整个页面合成一张长 PNG，版块自上而下排列。' },
      },
      preparingHint: '版块正在服务器上绘制；这期间你可以继续编辑。',
    },
  },
  editorAi: {
    modeHint: {
      chat: '编辑文字、版块和备注',
      design: '更改主题和版块布局',
    },
    placeholder: {
      chat: '让 AI 编辑这个页面…',
      design: '让 AI 重新设计这个页面…',
    },
    empty: '请求修改这个版块或整个页面。修改会作为一步完成：{{undo}} 可撤销。',
    selection: '版块 {{n}}',
    selectionBlock: '版块 {{n}} · 已选中的区块',
    chips: {
      shorten: '精简这个版块',
      translatePrompt: '把这个版块翻译成',
      addSlide: '添加一个关于……的版块',
      addSlidePrompt: '在页面中添加一个版块，主题是：',
      layout: '更改这个版块的布局',
    },
    changes: {
      text: '改写了版块 {{n}} 的文字',
      addPage: '添加了版块 {{n}}',
      removePage: '删除了版块 {{n}}',
      movePage: '把一个版块移到了第 {{n}} 位',
      replacePage: '重新设计了版块 {{n}}',
      notes: '为版块 {{n}} 写了备注',
    },
    noChange: '页面没有变化。',
    staleEdit: 'AI 回答期间页面已更改，未应用任何修改。请重新提问。',
    notes: { instruction: '为这个版块写备注' },
  },
  deckChecks: {
    marker: '这个版块待检查：{{count}}',
    list: '版块 {{n}} 的检查',
    codes: {
      'placeholder-text': '版块中遗留了占位文字：“{{text}}”',
      'repeated-picture': '与版块 {{n}} 的图片相同',
      'empty-slide': '这个版块没有显示任何内容',
    },
  },
};

export default words;
