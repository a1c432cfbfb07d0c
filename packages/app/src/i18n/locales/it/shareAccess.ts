import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const it: TranslationsOf<typeof en> = {
  present: {
    start: 'Presenta',
    exit: 'Esci',
    counter: 'Diapositiva {{n}} di {{total}}',
    previous: 'Diapositiva precedente',
    next: 'Diapositiva successiva',
  },
  prompt: {
    title: 'Questa presentazione è protetta',
    text: 'Inserisci la password che ti ha dato l’autore per vederla.',
    label: 'Password',
    submit: 'Vedi presentazione',
    checking: 'Verifica…',
  },
  password: {
    title: 'Password',
    hint: 'Chi guarda la inserisce prima di vedere la presentazione. Cambiarla toglie l’accesso a chi l’aveva già inserita.',
    on: 'Una password protegge questo link.',
    off: 'Nessuna password: chiunque abbia il link può vederla.',
    field: 'Nuova password',
    set: 'Imposta password',
    change: 'Cambia password',
    remove: 'Rimuovi password',
    saved: 'Password salvata',
    removed: 'Password rimossa',
  },
  viewers: {
    button: 'Spettatori',
    title: 'Spettatori',
    period: 'Ultimi 30 giorni',
    views: 'Visualizzazioni',
    unique: 'Spettatori unici',
    perDay: 'Visualizzazioni al giorno',
    perSlide: 'Tempo per diapositiva',
    sources: 'Da dove arrivano',
    direct: 'Diretto o sconosciuto',
    seconds: '{{count}} s',
    slide: 'Diapositiva {{n}}',
    empty: 'Nessuna visualizzazione negli ultimi 30 giorni.',
    download: 'Scarica CSV',
    privacy: 'Conteggio senza dati personali: ogni browser riceve un id casuale e i browser che chiedono di non essere tracciati non vengono contati.',
    proOnly: 'Password e statistiche degli spettatori sono funzioni Pro.',
  },
};

export default it;
