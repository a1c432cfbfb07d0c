import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: '历史',
  title: '版本历史',
  loading: '正在加载版本…',
  empty: '还没有版本。每次编辑结束、AI 修改之前、恢复之前，以及每次你命名时，都会保留一个版本。',
  nameThis: '为此版本命名',
  nameLabel: '名称',
  save: '保存',
  named: '已命名',
  reason: {
    session: '编辑结束后',
    ai: 'AI 修改之前',
    restore: '恢复之前',
  },
  by: '由 {{name}}',
  formerAccount: '已删除的账户',
  slides: '幻灯片：{{count}}',
  preview: '预览',
  previewOf: '预览：{{name}}',
  readOnly: '只读。恢复后，它会重新成为项目的内容；在此之前什么都不会改变。',
  restore: '恢复',
  restoreTitle: '恢复此版本？',
  restoreText: '幻灯片、主题和备注将变为此版本的内容；标题保持不变。正在编辑的每个人都会立即看到。你可以撤销，当前内容也会保留在历史中。',
  restored: '版本已恢复。撤销即可还原。',
  rename: '重命名',
  renameTitle: '重命名此版本',
  delete: '删除',
  deleteTitle: '删除此版本？',
  deleteText: '它将从历史中永久移除。项目保持不变。',
  actions: '此版本的更多操作',
  slideOf: '第 {{n}} 张，共 {{count}} 张',
  keepNote: '保留最新的 {{count}} 个自动版本；已命名的版本会一直保留，直到你删除它们。',
};

export default translations;
