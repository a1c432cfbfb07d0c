import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: '歷史',
  title: '版本歷史',
  loading: '正在載入版本…',
  empty: '還沒有版本。每次編輯結束、AI 修改之前、還原之前，以及每次你命名時，都會保留一個版本。',
  nameThis: '為此版本命名',
  nameLabel: '名稱',
  save: '儲存',
  named: '已命名',
  reason: {
    session: '編輯結束後',
    ai: 'AI 修改之前',
    restore: '還原之前',
  },
  by: '由 {{name}}',
  formerAccount: '已刪除的帳戶',
  slides: '投影片：{{count}}',
  preview: '預覽',
  previewOf: '預覽：{{name}}',
  readOnly: '唯讀。還原後，它會重新成為專案的內容；在此之前什麼都不會改變。',
  restore: '還原',
  restoreTitle: '還原此版本？',
  restoreText: '投影片、主題和備註將變為此版本的內容；標題保持不變。正在編輯的每個人都會立即看到。你可以復原，目前的內容也會保留在歷史中。',
  restored: '版本已還原。復原即可撤回。',
  rename: '重新命名',
  renameTitle: '重新命名此版本',
  delete: '刪除',
  deleteTitle: '刪除此版本？',
  deleteText: '它將從歷史中永久移除。專案保持不變。',
  actions: '此版本的更多操作',
  slideOf: '第 {{n}} 張，共 {{count}} 張',
  keepNote: '保留最新的 {{count}} 個自動版本；已命名的版本會一直保留，直到你刪除它們。',
};

export default translations;
