import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const de: TranslationsOf<typeof en> = {
  title: 'KI-Modell',
  intro: 'Das Modell, das Präsentationen, Seiten und Chat-Antworten für alle auf diesem Folio schreibt. Ohne Modell arbeitet der eingebaute Komponist offline.',
  presets: 'Wo das Modell läuft',
  custom: 'Anderer OpenAI-kompatibler Server',
  hints: {
    openai: 'Benötigt einen API-Schlüssel aus Ihrem OpenAI-Konto.',
    azure: 'Tragen Sie Ihren Ressourcennamen in die Adresse ein; das Modell ist der Name Ihrer Bereitstellung.',
    openrouter: 'Benötigt einen OpenRouter-Schlüssel; Modelle heißen zum Beispiel openai/gpt-4o-mini.',
    local: 'Läuft auf diesem Rechner: kein Schlüssel nötig.',
    custom: 'Jeder Server, der OpenAI-Chat-Completions beantwortet, etwa vLLM.',
  },
  detect: {
    title: 'Auf diesem Rechner',
    again: 'Erneut suchen',
    searching: 'Suche nach Ollama und LM Studio…',
    none: 'Weder Ollama noch LM Studio antwortet auf diesem Rechner.',
    running: '{{server}} läuft. Wählen Sie ein Modell:',
    noModels: '{{server}} läuft, hat aber noch kein Modell.',
  },
  fields: {
    baseUrl: 'Serveradresse',
    model: 'Modell',
    apiKey: 'API-Schlüssel',
    keySaved: 'Ein Schlüssel, der auf {{last4}} endet, ist gespeichert. Lassen Sie das Feld leer, um ihn zu behalten.',
    keyUnreadable: 'Der gespeicherte Schlüssel kann nicht mehr gelesen werden, weil sich das Token-Geheimnis des Servers geändert hat. Geben Sie ihn erneut ein.',
    keyOptional: 'Server auf diesem Rechner brauchen meist keinen Schlüssel.',
    removeKey: 'Gespeicherten Schlüssel entfernen',
  },
  actions: {
    test: 'Verbindung testen',
    testing: 'Wird getestet…',
    save: 'Speichern',
    saved: 'Gespeichert. Neue Generierungen verwenden ab sofort dieses Modell.',
    disconnect: 'Trennen',
    disconnected: 'Getrennt. Folio verwendet wieder den eingebauten Komponisten.',
  },
  environment: 'Die Umgebung des Servers legt das Modell fest ({{variables}}) und hat Vorrang vor dem hier Gespeicherten, bis diese Einstellungen entfernt werden. Aktiv: {{model}} unter {{baseUrl}}.',
  current: {
    none: 'Kein Modell verbunden: Der eingebaute Komponist schreibt die Präsentationen.',
    saved: 'Verbunden: {{model}}',
  },
  test: {
    reachable: 'Server erreichbar',
    authorised: 'Schlüssel akzeptiert',
    modelFound: 'Modell gefunden',
    streams: 'Antwort wird gestreamt',
    firstToken: 'Erstes Token nach {{ms}} ms',
    models: 'Modelle auf diesem Server: {{models}}',
    verdict: {
      ok: 'Verbunden: Das Modell hat geantwortet.',
      unreachable: 'Nicht erreichbar: Unter dieser Adresse antwortet nichts.',
      unauthorised: 'Nicht autorisiert: Der Server hat den Schlüssel abgelehnt.',
      model_not_found: 'Modell auf diesem Server nicht gefunden.',
      no_stream: 'Der Server hat geantwortet, aber das Modell hat keine Antwort gestreamt.',
    },
  },
  notice: {
    title: 'Kein KI-Modell verbunden',
    can: 'Der eingebaute Komponist arbeitet offline. Er plant eine Gliederung und baut Folien aus Ihrer Anfrage, am besten mit Dokumenten, die Sie hinzufügen: Er nutzt deren Abschnitte, Zahlen, Zitate und Tabellen.',
    cannot: 'Er schreibt keinen neuen Text zu einem Thema, übersetzt nicht und folgt keinen freien Chat-Anweisungen. Ein verbundenes Modell kann das.',
    connect: 'Modell verbinden',
    askOwner: 'Die Person, die dieses Folio betreibt, kann ein Modell verbinden.',
  },
};

export default de;
