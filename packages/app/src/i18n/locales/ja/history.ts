import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: '履歴',
  title: 'バージョン履歴',
  loading: 'バージョンを読み込んでいます…',
  empty: 'まだバージョンはありません。編集セッションの終了時、AI による変更の前、復元の前、そして名前を付けるたびにバージョンが保存されます。',
  nameThis: 'このバージョンに名前を付ける',
  nameLabel: '名前',
  save: '保存',
  named: '名前付き',
  reason: {
    session: '編集セッションの後',
    ai: 'AI による変更の前',
    restore: '復元の前',
  },
  by: '作成者：{{name}}',
  formerAccount: '削除されたアカウント',
  slides: 'スライド：{{count}}',
  preview: 'プレビュー',
  previewOf: 'プレビュー：{{name}}',
  readOnly: '読み取り専用です。復元すると、これが再びプロジェクトの内容になります。それまでは何も変わりません。',
  restore: '復元',
  restoreTitle: 'このバージョンを復元しますか？',
  restoreText: 'スライド、テーマ、ノートがこのバージョンのものになります。タイトルはそのままです。編集中の全員にすぐ反映されます。元に戻すこともでき、現在の内容は履歴に残ります。',
  restored: 'バージョンを復元しました。元に戻すと取り消せます。',
  rename: '名前を変更',
  renameTitle: 'このバージョンの名前を変更',
  delete: '削除',
  deleteTitle: 'このバージョンを削除しますか？',
  deleteText: '履歴から完全に削除されます。プロジェクトはそのままです。',
  actions: 'このバージョンのその他の操作',
  slideOf: 'スライド {{n}} / {{count}}',
  keepNote: '自動バージョンは新しい順に {{count}} 件まで保存されます。名前付きのバージョンは削除するまで残ります。',
};

export default translations;
