import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const pt: TranslationsOf<typeof en> = {
  title: 'Modelo de IA',
  intro: 'O modelo que escreve apresentações, páginas e respostas do chat para todos neste Folio. Sem ele, o compositor integrado funciona offline.',
  presets: 'Onde o modelo é executado',
  custom: 'Outro servidor compatível com OpenAI',
  hints: {
    openai: 'Precisa de uma chave de API da sua conta OpenAI.',
    azure: 'Coloque o nome do seu recurso no endereço; o modelo é o nome da sua implantação.',
    openrouter: 'Precisa de uma chave do OpenRouter; os modelos se chamam, por exemplo, openai/gpt-4o-mini.',
    local: 'É executado nesta máquina: não precisa de chave.',
    custom: 'Qualquer servidor que responda a chat completions da OpenAI, como o vLLM.',
  },
  detect: {
    title: 'Nesta máquina',
    again: 'Procurar de novo',
    searching: 'Procurando Ollama e LM Studio…',
    none: 'Nem o Ollama nem o LM Studio estão respondendo nesta máquina.',
    running: '{{server}} está em execução. Escolha um modelo:',
    noModels: '{{server}} está em execução, mas ainda não tem nenhum modelo.',
  },
  fields: {
    baseUrl: 'Endereço do servidor',
    model: 'Modelo',
    apiKey: 'Chave de API',
    keySaved: 'Há uma chave terminada em {{last4}} salva. Deixe vazio para mantê-la.',
    keyUnreadable: 'A chave salva não pode mais ser lida porque o segredo de tokens do servidor mudou. Digite-a novamente.',
    keyOptional: 'Servidores nesta máquina normalmente não precisam de chave.',
    removeKey: 'Remover a chave salva',
  },
  actions: {
    test: 'Testar conexão',
    testing: 'Testando…',
    save: 'Salvar',
    saved: 'Salvo. As novas gerações já usam este modelo.',
    disconnect: 'Desconectar',
    disconnected: 'Desconectado. O Folio volta a usar o compositor integrado.',
  },
  environment: 'O ambiente do servidor define o modelo ({{variables}}) e prevalece sobre o que está salvo aqui até essas configurações serem removidas. Em uso: {{model}} em {{baseUrl}}.',
  current: {
    none: 'Nenhum modelo conectado: o compositor integrado escreve as apresentações.',
    saved: 'Conectado: {{model}}',
  },
  test: {
    reachable: 'Servidor acessível',
    authorised: 'Chave aceita',
    modelFound: 'Modelo encontrado',
    streams: 'Resposta em streaming',
    firstToken: 'Primeiro token após {{ms}} ms',
    models: 'Modelos neste servidor: {{models}}',
    verdict: {
      ok: 'Conectado: o modelo respondeu.',
      unreachable: 'Inacessível: nada responde neste endereço.',
      unauthorised: 'Não autorizado: o servidor recusou a chave.',
      model_not_found: 'Modelo não encontrado neste servidor.',
      no_stream: 'O servidor respondeu, mas o modelo não enviou uma resposta em streaming.',
    },
  },
  notice: {
    title: 'Nenhum modelo de IA conectado',
    can: 'O compositor integrado funciona offline. Ele planeja um roteiro e monta slides a partir do seu pedido, e rende mais com documentos que você adiciona: usa suas seções, números, citações e tabelas.',
    cannot: 'Ele não escreve texto novo sobre um tema, não traduz nem segue pedidos livres no chat. Um modelo conectado faz isso.',
    connect: 'Conectar um modelo',
    askOwner: 'Quem administra este Folio pode conectar um modelo.',
  },
};

export default pt;
