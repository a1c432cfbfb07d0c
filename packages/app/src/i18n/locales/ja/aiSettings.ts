import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const ja: TranslationsOf<typeof en> = {
  title: 'AI モデル',
  intro: 'この Folio の全員のために、プレゼンテーション、ページ、チャットの返答を書くモデルです。モデルがない場合は、内蔵コンポーザーがオフラインで動作します。',
  presets: 'モデルの実行場所',
  custom: 'その他の OpenAI 互換サーバー',
  hints: {
    openai: 'OpenAI アカウントの API キーが必要です。',
    azure: 'アドレスにリソース名を入れてください。モデルはデプロイ名です。',
    openrouter: 'OpenRouter のキーが必要です。モデル名は openai/gpt-4o-mini のような形式です。',
    local: 'このマシンで動作します。キーは不要です。',
    custom: 'OpenAI のチャット補完に応答する任意のサーバー（vLLM など）。',
  },
  detect: {
    title: 'このマシン',
    again: 'もう一度探す',
    searching: 'Ollama と LM Studio を探しています…',
    none: 'このマシンでは Ollama も LM Studio も応答していません。',
    running: '{{server}} が動作中です。モデルを選んでください：',
    noModels: '{{server}} は動作中ですが、まだモデルがありません。',
  },
  fields: {
    baseUrl: 'サーバーのアドレス',
    model: 'モデル',
    apiKey: 'API キー',
    keySaved: '末尾が {{last4}} のキーが保存されています。そのまま使うには空欄のままにしてください。',
    keyUnreadable: 'サーバーのトークンシークレットが変わったため、保存されたキーを読み取れなくなりました。もう一度入力してください。',
    keyOptional: 'このマシンのサーバーには通常キーは不要です。',
    removeKey: '保存されたキーを削除',
  },
  actions: {
    test: '接続をテスト',
    testing: 'テスト中…',
    save: '保存',
    saved: '保存しました。これからの生成はこのモデルを使います。',
    disconnect: '接続を解除',
    disconnected: '接続を解除しました。Folio は内蔵コンポーザーに戻ります。',
  },
  environment: 'サーバーの環境変数がモデルを設定しており（{{variables}}）、それらが削除されるまでここでの保存内容より優先されます。現在使用中：{{baseUrl}} の {{model}}。',
  current: {
    none: 'モデルは接続されていません。内蔵コンポーザーがプレゼンテーションを書きます。',
    saved: '接続済み：{{model}}',
  },
  test: {
    reachable: 'サーバーに到達可能',
    authorised: 'キーが受け入れられました',
    modelFound: 'モデルが見つかりました',
    streams: '返答がストリーミングされます',
    firstToken: '最初のトークンまで {{ms}} ms',
    models: 'このサーバーのモデル：{{models}}',
    verdict: {
      ok: '接続できました。モデルが返答しました。',
      unreachable: '到達できません。このアドレスでは何も応答していません。',
      unauthorised: '認証されていません。サーバーがキーを拒否しました。',
      model_not_found: 'このサーバーにモデルが見つかりません。',
      no_stream: 'サーバーは応答しましたが、モデルは返答をストリーミングしませんでした。',
    },
  },
  notice: {
    title: 'AI モデルが接続されていません',
    can: '内蔵コンポーザーはオフラインで動作します。プロンプトから構成を考えてスライドを作り、追加された文書があれば最もよく働きます。文書の節、数値、引用、表を使います。',
    cannot: 'テーマについて新しい文章を書いたり、翻訳したり、自由なチャットの依頼に応えたりはできません。モデルを接続すればできます。',
    connect: 'モデルを接続',
    askOwner: 'この Folio を管理している人がモデルを接続できます。',
  },
};

export default ja;
