import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const de: TranslationsOf<typeof en> = {
  present: {
    start: 'Präsentieren',
    exit: 'Beenden',
    counter: 'Folie {{n}} von {{total}}',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
  },
  prompt: {
    title: 'Diese Präsentation ist geschützt',
    text: 'Geben Sie das Passwort ein, das Sie von der Autorin oder dem Autor erhalten haben.',
    label: 'Passwort',
    submit: 'Präsentation ansehen',
    checking: 'Wird geprüft…',
  },
  password: {
    title: 'Passwort',
    hint: 'Betrachter geben es ein, bevor sie die Präsentation sehen. Wer es schon eingegeben hat, verliert beim Ändern den Zugang.',
    on: 'Ein Passwort schützt diesen Link.',
    off: 'Kein Passwort: Jeder mit dem Link kann sie ansehen.',
    field: 'Neues Passwort',
    set: 'Passwort festlegen',
    change: 'Passwort ändern',
    remove: 'Passwort entfernen',
    saved: 'Passwort gespeichert',
    removed: 'Passwort entfernt',
  },
  viewers: {
    button: 'Betrachter',
    title: 'Betrachter',
    period: 'Letzte 30 Tage',
    views: 'Aufrufe',
    unique: 'Einzelne Betrachter',
    perDay: 'Aufrufe pro Tag',
    perSlide: 'Verweildauer pro Folie',
    sources: 'Woher die Betrachter kamen',
    direct: 'Direkt oder unbekannt',
    seconds: '{{count}} s',
    slide: 'Folie {{n}}',
    empty: 'In den letzten 30 Tagen noch keine Aufrufe.',
    download: 'CSV herunterladen',
    privacy: 'Ohne personenbezogene Daten gezählt: Jeder Browser erhält eine zufällige Kennung, und Browser, die nicht verfolgt werden wollen, werden nicht gezählt.',
    proOnly: 'Passwörter und Betrachterstatistiken sind Pro-Funktionen.',
  },
};

export default de;
