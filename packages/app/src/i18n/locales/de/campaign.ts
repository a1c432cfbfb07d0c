import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const de: TranslationsOf<typeof en> = {
  title: 'Einen Blogbeitrag in eine Präsentation verwandeln',
  intro: 'Füge die Adresse eines Blogbeitrags ein. Folio liest ihn, zeigt dir, was es gefunden hat, und erstellt daraus Folien oder eine Seite.',
  address: {
    label: 'Adresse des Blogbeitrags',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Beitrag lesen',
    reading: 'Beitrag wird gelesen…',
  },
  post: {
    heading: 'Der Beitrag',
    untitled: 'Beitrag ohne Titel',
    headings: 'Überschriften',
    noHeadings: 'Der Beitrag hat keine Zwischenüberschriften.',
    images: 'Bilder und Abbildungen: {{count}}',
  },
  make: {
    heading: 'Was erstellt werden soll',
    kind: { presentation: 'Folien', page: 'Seite' },
    count: { presentation: 'Anzahl der Folien', page: 'Anzahl der Abschnitte' },
    generate: 'Erstellen',
  },
  error: {
    invalid: 'Gib eine vollständige Webadresse ein, die mit http:// oder https:// beginnt.',
    blocked: 'Diese Adresse zeigt auf diesen Rechner oder ein privates Netzwerk, deshalb liest Folio sie nicht. Verwende die öffentliche Adresse des Beitrags.',
    unreachable: 'Die Seite war nicht erreichbar. Prüfe die Adresse und versuche es erneut.',
    notHtml: 'Diese Adresse ist keine Webseite (sondern zum Beispiel ein Bild oder eine Datei). Füge die Adresse des Beitrags selbst ein.',
    unreadable: 'Folio hat auf dieser Seite keinen Beitragstext gefunden.',
    detail: 'Einzelheiten: {{detail}}',
  },
};

export default de;
