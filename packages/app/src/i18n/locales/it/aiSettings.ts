import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const it: TranslationsOf<typeof en> = {
  title: 'Modello di IA',
  intro: 'Il modello che scrive presentazioni, pagine e risposte della chat per tutti su questo Folio. Senza, il compositore integrato funziona offline.',
  presets: 'Dove gira il modello',
  custom: 'Altro server compatibile con OpenAI',
  hints: {
    openai: 'Richiede una chiave API del tuo account OpenAI.',
    azure: 'Inserisci il nome della tua risorsa nell’indirizzo; il modello è il nome del tuo deployment.',
    openrouter: 'Richiede una chiave OpenRouter; i modelli si chiamano ad esempio openai/gpt-4o-mini.',
    local: 'Gira su questo computer: nessuna chiave necessaria.',
    custom: 'Qualsiasi server che risponda alle chat completions di OpenAI, come vLLM.',
  },
  detect: {
    title: 'Su questo computer',
    again: 'Cerca di nuovo',
    searching: 'Ricerca di Ollama e LM Studio…',
    none: 'Né Ollama né LM Studio rispondono su questo computer.',
    running: '{{server}} è in esecuzione. Scegli un modello:',
    noModels: '{{server}} è in esecuzione ma non ha ancora un modello.',
  },
  fields: {
    baseUrl: 'Indirizzo del server',
    model: 'Modello',
    apiKey: 'Chiave API',
    keySaved: 'È salvata una chiave che termina con {{last4}}. Lascia vuoto per mantenerla.',
    keyUnreadable: 'La chiave salvata non è più leggibile perché il segreto dei token del server è cambiato. Inseriscila di nuovo.',
    keyOptional: 'I server su questo computer di solito non richiedono una chiave.',
    removeKey: 'Rimuovi la chiave salvata',
  },
  actions: {
    test: 'Prova la connessione',
    testing: 'Prova in corso…',
    save: 'Salva',
    saved: 'Salvato. Le nuove generazioni usano subito questo modello.',
    disconnect: 'Disconnetti',
    disconnected: 'Disconnesso. Folio usa di nuovo il compositore integrato.',
  },
  environment: 'L’ambiente del server imposta il modello ({{variables}}) e prevale su quanto salvato qui finché queste impostazioni non vengono rimosse. In uso: {{model}} su {{baseUrl}}.',
  current: {
    none: 'Nessun modello connesso: il compositore integrato scrive le presentazioni.',
    saved: 'Connesso: {{model}}',
  },
  test: {
    reachable: 'Server raggiungibile',
    authorised: 'Chiave accettata',
    modelFound: 'Modello trovato',
    streams: 'Risposta in streaming',
    firstToken: 'Primo token dopo {{ms}} ms',
    models: 'Modelli su questo server: {{models}}',
    verdict: {
      ok: 'Connesso: il modello ha risposto.',
      unreachable: 'Non raggiungibile: a questo indirizzo non risponde nulla.',
      unauthorised: 'Non autorizzato: il server ha rifiutato la chiave.',
      model_not_found: 'Modello non trovato su questo server.',
      no_stream: 'Il server ha risposto, ma il modello non ha inviato una risposta in streaming.',
    },
  },
  notice: {
    title: 'Nessun modello di IA connesso',
    can: 'Il compositore integrato funziona offline. Prepara una scaletta e crea le slide dalla tua richiesta, e dà il meglio con i documenti che aggiungi: ne usa sezioni, cifre, citazioni e tabelle.',
    cannot: 'Non scrive testo nuovo su un argomento, non traduce e non segue richieste libere in chat. Un modello connesso sì.',
    connect: 'Connetti un modello',
    askOwner: 'Chi gestisce questo Folio può connettere un modello.',
  },
};

export default it;
