import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Auf dieser Folie zu prüfen: {{count}}',
  list: 'Prüfungen für Folie {{n}}',
  codes: {
    overflow: 'Der Inhalt ist {{by}} px höher als die Folie',
    'text-clipped': 'Text wird am Rand abgeschnitten: „{{text}}“',
    'text-overlap': 'Text läuft über einen anderen Block: „{{text}}“',
    'small-text': 'Text mit {{size}} px ist von hinten im Raum zu klein (mindestens {{min}} px): „{{text}}“',
    'low-contrast': 'Geringer Kontrast, {{ratio}}:1 statt {{needed}}:1: „{{text}}“',
    'leftover-hint': 'Eine leere Zeile mit Hinweis: Exporte zeigen dort eine Lücke',
    'placeholder-text': 'Platzhaltertext auf der Folie: „{{text}}“',
    'cut-text': 'Mit „…“ abgeschnittener Text: „{{text}}“',
    'repeated-picture': 'Dasselbe Bild wie auf Folie {{n}}',
    'empty-slide': 'Auf dieser Folie wird nichts angezeigt',
  },
};

export default translations;
