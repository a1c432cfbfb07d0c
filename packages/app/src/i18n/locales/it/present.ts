import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Opzioni di presentazione',
  fromBeginning: 'Dall’inizio',
  fromCurrent: 'Dalla diapositiva corrente',
  withNotes: 'Visualizzazione relatore: note qui, diapositive in una nuova finestra',
  audienceNote: 'Il pubblico vede le diapositive nell’altra finestra. Fai clic lì o premi F per lo schermo intero.',
  blockedTitle: 'La finestra del pubblico è stata bloccata',
  blockedText: 'Il browser ha impedito a questa pagina di aprire una finestra per le diapositive. Consenti i pop-up per questo sito e riprova, oppure presenta in questa finestra: il pubblico vedrà le diapositive senza le tue note.',
  presentHere: 'Presenta in questa finestra',
  tryAgain: 'Riprova',
  cancel: 'Annulla',
  loading: 'Caricamento delle diapositive…',
};

export default translations;
