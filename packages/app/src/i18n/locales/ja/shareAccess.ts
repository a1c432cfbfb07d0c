import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const ja: TranslationsOf<typeof en> = {
  present: {
    start: 'プレゼン',
    exit: '終了',
    counter: 'スライド {{n}} / {{total}}',
    previous: '前のスライド',
    next: '次のスライド',
  },
  prompt: {
    title: 'このスライドは保護されています',
    text: '作成者から受け取ったパスワードを入力してください。',
    label: 'パスワード',
    submit: 'スライドを見る',
    checking: '確認中…',
  },
  password: {
    title: 'パスワード',
    hint: '閲覧者はスライドを見る前に入力します。変更すると、入力済みの全員のアクセスが終わります。',
    on: 'このリンクはパスワードで保護されています。',
    off: 'パスワードなし：リンクを知っている人は誰でも見られます。',
    field: '新しいパスワード',
    set: 'パスワードを設定',
    change: 'パスワードを変更',
    remove: 'パスワードを削除',
    saved: 'パスワードを保存しました',
    removed: 'パスワードを削除しました',
  },
  viewers: {
    button: '閲覧者',
    title: '閲覧者',
    period: '過去30日間',
    views: '閲覧数',
    unique: 'ユニーク閲覧者',
    perDay: '日別の閲覧数',
    perSlide: 'スライドごとの閲覧時間',
    sources: '閲覧者の流入元',
    direct: '直接または不明',
    seconds: '{{count}} 秒',
    slide: 'スライド {{n}}',
    empty: '過去30日間の閲覧はまだありません。',
    download: 'CSVをダウンロード',
    privacy: '個人データなしで集計：ブラウザごとにランダムなIDを付け、トラッキング拒否のブラウザは数えません。',
    proOnly: 'パスワードと閲覧者統計はPro機能です。',
  },
};

export default ja;
