import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const ja: TranslationsOf<typeof en> = {
  title: 'ブログ記事をプレゼンテーションに',
  intro: 'ブログ記事のアドレスを貼り付けてください。Folio が記事を読み取り、内容を表示して、スライドまたはページを作成します。',
  address: {
    label: 'ブログ記事のアドレス',
    placeholder: 'https://example.com/blog/my-post',
    read: '記事を読み取る',
    reading: '記事を読み取っています…',
  },
  post: {
    heading: '記事',
    untitled: '無題の記事',
    headings: '見出し',
    noHeadings: 'この記事には小見出しがありません。',
    images: '画像と図: {{count}}',
  },
  make: {
    heading: '作成するもの',
    kind: { presentation: 'スライド', page: 'ページ' },
    count: { presentation: 'スライド数', page: 'セクション数' },
    generate: '生成',
  },
  error: {
    invalid: 'http:// または https:// で始まる完全なウェブアドレスを入力してください。',
    blocked: 'このアドレスはこのマシンまたはプライベートネットワークを指しているため、Folio は読み取りません。記事の公開アドレスを使ってください。',
    unreachable: 'ページにアクセスできませんでした。アドレスを確認して、もう一度お試しください。',
    notHtml: 'このアドレスはウェブページではありません（画像やファイルなど）。記事そのもののアドレスを貼り付けてください。',
    unreadable: 'このページで記事の本文が見つかりませんでした。',
    detail: '詳細: {{detail}}',
  },
};

export default ja;
