import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const zhTW: TranslationsOf<typeof en> = {
  title: 'AI 模型',
  intro: '為本 Folio 上的所有人撰寫簡報、頁面和聊天回覆的模型。沒有模型時，內建編排器會離線運作。',
  presets: '模型在哪裡執行',
  custom: '其他相容 OpenAI 的伺服器',
  hints: {
    openai: '需要您 OpenAI 帳戶的 API 金鑰。',
    azure: '在位址中填入您的資源名稱；模型即您的部署名稱。',
    openrouter: '需要 OpenRouter 金鑰；模型名稱形如 openai/gpt-4o-mini。',
    local: '在本機執行：不需要金鑰。',
    custom: '任何回應 OpenAI 聊天補全介面的伺服器，例如 vLLM。',
  },
  detect: {
    title: '本機',
    again: '重新尋找',
    searching: '正在尋找 Ollama 和 LM Studio…',
    none: '本機上 Ollama 和 LM Studio 都沒有回應。',
    running: '{{server}} 正在執行。選擇一個模型：',
    noModels: '{{server}} 正在執行，但還沒有模型。',
  },
  fields: {
    baseUrl: '伺服器位址',
    model: '模型',
    apiKey: 'API 金鑰',
    keySaved: '已儲存一個以 {{last4}} 結尾的金鑰。留空即可保留。',
    keyUnreadable: '伺服器的權杖密鑰已變更，已儲存的金鑰無法再讀取。請重新輸入。',
    keyOptional: '本機上的伺服器通常不需要金鑰。',
    removeKey: '移除已儲存的金鑰',
  },
  actions: {
    test: '測試連線',
    testing: '正在測試…',
    save: '儲存',
    saved: '已儲存。新的生成現在就使用此模型。',
    disconnect: '中斷連線',
    disconnected: '已中斷連線。Folio 重新使用內建編排器。',
  },
  environment: '伺服器環境設定了模型（{{variables}}），在這些設定被移除之前，它優先於此處儲存的內容。目前使用：{{baseUrl}} 上的 {{model}}。',
  current: {
    none: '未連接模型：由內建編排器撰寫簡報。',
    saved: '已連接：{{model}}',
  },
  test: {
    reachable: '伺服器可連線',
    authorised: '金鑰已接受',
    modelFound: '已找到模型',
    streams: '回覆以串流傳回',
    firstToken: '首個權杖用時 {{ms}} 毫秒',
    models: '此伺服器上的模型：{{models}}',
    verdict: {
      ok: '已連接：模型已回覆。',
      unreachable: '無法連線：此位址沒有任何回應。',
      unauthorised: '未授權：伺服器拒絕了該金鑰。',
      model_not_found: '在此伺服器上找不到該模型。',
      no_stream: '伺服器有回應，但模型沒有以串流傳回回覆。',
    },
  },
  notice: {
    title: '未連接 AI 模型',
    can: '內建編排器離線運作。它根據您的提示規劃大綱並產生投影片，搭配您加入的文件效果最好：會使用文件中的章節、數據、引文和表格。',
    cannot: '它不會就某個主題撰寫新內容，不會翻譯，也不會執行自由形式的聊天要求。連接模型後即可做到。',
    connect: '連接模型',
    askOwner: '管理此 Folio 的人可以連接模型。',
  },
};

export default zhTW;
