import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Da controllare in questa diapositiva: {{count}}',
  list: 'Controlli della diapositiva {{n}}',
  codes: {
    overflow: 'Il contenuto supera la diapositiva di {{by}} px',
    'text-clipped': 'Testo tagliato al bordo: «{{text}}»',
    'text-overlap': 'Testo sopra un altro blocco: «{{text}}»',
    'small-text': 'Testo a {{size}} px, troppo piccolo da leggere in fondo alla sala (almeno {{min}} px): «{{text}}»',
    'low-contrast': 'Contrasto basso, {{ratio}}:1 invece di {{needed}}:1: «{{text}}»',
    'leftover-hint': 'Una riga vuota con un suggerimento: le esportazioni mostrano uno spazio vuoto',
    'placeholder-text': 'Testo segnaposto rimasto sulla diapositiva: «{{text}}»',
    'cut-text': 'Testo troncato con «…»: «{{text}}»',
    'repeated-picture': 'La stessa immagine della diapositiva {{n}}',
    'empty-slide': 'Questa diapositiva non mostra nulla',
  },
};

export default translations;
