import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const zhCN: TranslationsOf<typeof en> = {
  title: 'AI 模型',
  intro: '为本 Folio 上的所有人撰写演示文稿、页面和聊天回复的模型。没有模型时，内置编排器离线工作。',
  presets: '模型运行在哪里',
  custom: '其他兼容 OpenAI 的服务器',
  hints: {
    openai: '需要您 OpenAI 账户的 API 密钥。',
    azure: '在地址中填入您的资源名称；模型即您的部署名称。',
    openrouter: '需要 OpenRouter 密钥；模型名称形如 openai/gpt-4o-mini。',
    local: '在本机运行：无需密钥。',
    custom: '任何响应 OpenAI 聊天补全接口的服务器，例如 vLLM。',
  },
  detect: {
    title: '本机',
    again: '重新查找',
    searching: '正在查找 Ollama 和 LM Studio…',
    none: '本机上 Ollama 和 LM Studio 都没有响应。',
    running: '{{server}} 正在运行。选择一个模型：',
    noModels: '{{server}} 正在运行，但还没有模型。',
  },
  fields: {
    baseUrl: '服务器地址',
    model: '模型',
    apiKey: 'API 密钥',
    keySaved: '已保存一个以 {{last4}} 结尾的密钥。留空即可保留。',
    keyUnreadable: '服务器的令牌密钥已更改，已保存的密钥无法再读取。请重新输入。',
    keyOptional: '本机上的服务器通常不需要密钥。',
    removeKey: '删除已保存的密钥',
  },
  actions: {
    test: '测试连接',
    testing: '正在测试…',
    save: '保存',
    saved: '已保存。新的生成现在就使用此模型。',
    disconnect: '断开连接',
    disconnected: '已断开。Folio 重新使用内置编排器。',
  },
  environment: '服务器环境设置了模型（{{variables}}），在这些设置被移除之前，它优先于此处保存的内容。当前使用：{{baseUrl}} 上的 {{model}}。',
  current: {
    none: '未连接模型：由内置编排器撰写演示文稿。',
    saved: '已连接：{{model}}',
  },
  test: {
    reachable: '服务器可访问',
    authorised: '密钥已接受',
    modelFound: '已找到模型',
    streams: '回复以流式返回',
    firstToken: '首个令牌用时 {{ms}} 毫秒',
    models: '此服务器上的模型：{{models}}',
    verdict: {
      ok: '已连接：模型已回复。',
      unreachable: '无法访问：此地址没有任何响应。',
      unauthorised: '未授权：服务器拒绝了该密钥。',
      model_not_found: '在此服务器上找不到该模型。',
      no_stream: '服务器有响应，但模型没有以流式返回回复。',
    },
  },
  notice: {
    title: '未连接 AI 模型',
    can: '内置编排器离线工作。它根据您的提示规划大纲并生成幻灯片，配合您添加的文档效果最好：会使用文档中的章节、数据、引文和表格。',
    cannot: '它不会就某个主题撰写新内容，不会翻译，也不会执行自由形式的聊天请求。连接模型后即可做到。',
    connect: '连接模型',
    askOwner: '管理此 Folio 的人可以连接模型。',
  },
};

export default zhCN;
