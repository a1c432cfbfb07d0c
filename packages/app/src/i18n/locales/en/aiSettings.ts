/** The AI model settings screen and the create screen's notice when no model is connected. */
const en = {
  title: 'AI model',
  intro: 'The model that writes decks, pages and chat answers for everyone on this Folio. Without one, the built-in composer works offline.',
  presets: 'Where the model runs',
  custom: 'Other OpenAI-compatible server',
  hints: {
    openai: 'Needs an API key from your OpenAI account.',
    azure: 'Put your resource name in the address; the model is the name of your deployment.',
    openrouter: 'Needs an OpenRouter key; models are named like openai/gpt-4o-mini.',
    local: 'Runs on this machine: no key needed.',
    custom: 'Any server that answers OpenAI chat completions, such as vLLM.',
  },
  detect: {
    title: 'On this machine',
    again: 'Look again',
    searching: 'Looking for Ollama and LM Studio…',
    none: 'Neither Ollama nor LM Studio is answering on this machine.',
    running: '{{server}} is running. Pick a model:',
    noModels: '{{server}} is running but has no model yet.',
  },
  fields: {
    baseUrl: 'Server address',
    model: 'Model',
    apiKey: 'API key',
    keySaved: 'A key ending in {{last4}} is saved. Leave this empty to keep it.',
    keyUnreadable: 'The saved key can no longer be read because the server’s token secret changed. Enter it again.',
    keyOptional: 'Servers on this machine usually need no key.',
    removeKey: 'Remove the saved key',
  },
  actions: {
    test: 'Test connection',
    testing: 'Testing…',
    save: 'Save',
    saved: 'Saved. New generations use this model now.',
    disconnect: 'Disconnect',
    disconnected: 'Disconnected. Folio uses the built-in composer again.',
  },
  environment: 'The server’s environment sets the model ({{variables}}) and overrides what is saved here until those settings are removed. In use now: {{model}} at {{baseUrl}}.',
  current: {
    none: 'No model is connected: the built-in composer writes decks.',
    saved: 'Connected: {{model}}',
  },
  test: {
    reachable: 'Server reachable',
    authorised: 'Key accepted',
    modelFound: 'Model found',
    streams: 'Answer streams',
    firstToken: 'First token after {{ms}} ms',
    models: 'Models on this server: {{models}}',
    verdict: {
      ok: 'Connected: the model answered.',
      unreachable: 'Not reachable: nothing answers at this address.',
      unauthorised: 'Not authorised: the server refused the key.',
      model_not_found: 'Model not found on this server.',
      no_stream: 'The server answered, but the model did not stream a reply.',
    },
  },
  notice: {
    title: 'No AI model is connected',
    can: 'The built-in composer works offline. It plans an outline and builds slides from your prompt, and does best with documents you add: it uses their sections, figures, quotes and tables.',
    cannot: 'It does not write new text about a topic, translate, or follow free-form chat requests. A connected model does.',
    connect: 'Connect a model',
    askOwner: 'The person who runs this Folio can connect a model.',
  },
};

export default en;
