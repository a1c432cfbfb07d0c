import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const es: TranslationsOf<typeof en> = {
  title: 'Modelo de IA',
  intro: 'El modelo que escribe presentaciones, páginas y respuestas del chat para todos en este Folio. Sin él, el compositor integrado funciona sin conexión.',
  presets: 'Dónde se ejecuta el modelo',
  custom: 'Otro servidor compatible con OpenAI',
  hints: {
    openai: 'Necesita una clave de API de su cuenta de OpenAI.',
    azure: 'Ponga el nombre de su recurso en la dirección; el modelo es el nombre de su implementación.',
    openrouter: 'Necesita una clave de OpenRouter; los modelos se llaman, por ejemplo, openai/gpt-4o-mini.',
    local: 'Se ejecuta en este equipo: no hace falta clave.',
    custom: 'Cualquier servidor que responda a las finalizaciones de chat de OpenAI, como vLLM.',
  },
  detect: {
    title: 'En este equipo',
    again: 'Buscar de nuevo',
    searching: 'Buscando Ollama y LM Studio…',
    none: 'Ni Ollama ni LM Studio responden en este equipo.',
    running: '{{server}} está en marcha. Elija un modelo:',
    noModels: '{{server}} está en marcha pero aún no tiene ningún modelo.',
  },
  fields: {
    baseUrl: 'Dirección del servidor',
    model: 'Modelo',
    apiKey: 'Clave de API',
    keySaved: 'Hay guardada una clave que termina en {{last4}}. Deje este campo vacío para conservarla.',
    keyUnreadable: 'La clave guardada ya no se puede leer porque cambió el secreto de tokens del servidor. Introdúzcala de nuevo.',
    keyOptional: 'Los servidores de este equipo no suelen necesitar clave.',
    removeKey: 'Quitar la clave guardada',
  },
  actions: {
    test: 'Probar la conexión',
    testing: 'Probando…',
    save: 'Guardar',
    saved: 'Guardado. Las nuevas generaciones ya usan este modelo.',
    disconnect: 'Desconectar',
    disconnected: 'Desconectado. Folio vuelve a usar el compositor integrado.',
  },
  environment: 'El entorno del servidor fija el modelo ({{variables}}) y prevalece sobre lo guardado aquí hasta que se quiten esos ajustes. En uso: {{model}} en {{baseUrl}}.',
  current: {
    none: 'No hay ningún modelo conectado: el compositor integrado escribe las presentaciones.',
    saved: 'Conectado: {{model}}',
  },
  test: {
    reachable: 'Servidor accesible',
    authorised: 'Clave aceptada',
    modelFound: 'Modelo encontrado',
    streams: 'La respuesta llega en flujo',
    firstToken: 'Primer token tras {{ms}} ms',
    models: 'Modelos de este servidor: {{models}}',
    verdict: {
      ok: 'Conectado: el modelo respondió.',
      unreachable: 'Inaccesible: nada responde en esta dirección.',
      unauthorised: 'No autorizado: el servidor rechazó la clave.',
      model_not_found: 'Modelo no encontrado en este servidor.',
      no_stream: 'El servidor respondió, pero el modelo no envió una respuesta en flujo.',
    },
  },
  notice: {
    title: 'No hay ningún modelo de IA conectado',
    can: 'El compositor integrado funciona sin conexión. Prepara un esquema y crea diapositivas a partir de su petición, y funciona mejor con los documentos que añada: usa sus secciones, cifras, citas y tablas.',
    cannot: 'No escribe texto nuevo sobre un tema, no traduce ni sigue peticiones libres del chat. Un modelo conectado sí lo hace.',
    connect: 'Conectar un modelo',
    askOwner: 'La persona que administra este Folio puede conectar un modelo.',
  },
};

export default es;
