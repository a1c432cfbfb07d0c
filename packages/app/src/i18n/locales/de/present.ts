import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Präsentationsoptionen',
  fromBeginning: 'Von Anfang an',
  fromCurrent: 'Ab aktueller Folie',
  withNotes: 'Referentenansicht: Notizen hier, Folien in einem neuen Fenster',
  audienceNote: 'Das Publikum sieht die Folien im anderen Fenster. Klicken Sie dort hinein oder drücken Sie F für den Vollbildmodus.',
  blockedTitle: 'Das Publikumsfenster wurde blockiert',
  blockedText: 'Ihr Browser hat verhindert, dass diese Seite ein Fenster für die Folien öffnet. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut, oder präsentieren Sie in diesem Fenster: Das Publikum sieht dann die Folien ohne Ihre Notizen.',
  presentHere: 'In diesem Fenster präsentieren',
  tryAgain: 'Erneut versuchen',
  cancel: 'Abbrechen',
  loading: 'Folien werden geladen…',
};

export default translations;
