import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Note',
    present: 'Anteprima',
    duplicateSlide: 'Duplica sezione',
    deleteSlide: 'Elimina sezione',
    slideLabel: 'Sezione {{n}}',
    notesPlaceholder: 'Note su questa sezione…',
    presenting: 'Sezione {{n}} di {{total}}',
    lastSlide: 'Questa è l’ultima sezione',
    noNotes: 'Nessuna nota per questa sezione',
  },
  editorShare: {
    export: {
      description: 'Scarica questa pagina così come appare nell’editor.',
      formats: {
        pdf: { text: 'Ogni sezione nella sua pagina, nitida a qualsiasi dimensione, testo selezionabile e ricercabile.' },
        pptx: { text: 'Ogni sezione modificabile in PowerPoint, con veri riquadri di testo, tabelle e grafici.' },
        images: { text: 'Uno zip con un PNG per sezione.' },
        image: { text: 'L’intera pagina in un unico PNG alto, le sezioni una sotto l’altra.' },
      },
      preparingHint: 'Le sezioni vengono disegnate sul server; nel frattempo puoi continuare a modificare.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Modifica testi, sezioni e note',
      design: 'Cambia il tema e il layout delle sezioni',
    },
    placeholder: {
      chat: 'Chiedi all’IA di modificare questa pagina…',
      design: 'Chiedi all’IA di ridisegnare questa pagina…',
    },
    empty: 'Chiedi una modifica a questa sezione o all’intera pagina. Le modifiche arrivano in un solo passaggio: {{undo}} le annulla.',
    selection: 'Sezione {{n}}',
    selectionBlock: 'Sezione {{n}} · blocco selezionato',
    chips: {
      shorten: 'Accorcia questa sezione',
      translatePrompt: 'Traduci questa sezione in ',
      addSlide: 'Aggiungi una sezione su…',
      addSlidePrompt: 'Aggiungi alla pagina una sezione su ',
      layout: 'Cambia il layout di questa sezione',
    },
    changes: {
      text: 'Testo della sezione {{n}} riscritto',
      addPage: 'Sezione {{n}} aggiunta',
      removePage: 'Sezione {{n}} rimossa',
      movePage: 'Sezione spostata alla posizione {{n}}',
      replacePage: 'Sezione {{n}} ridisegnata',
      notes: 'Note scritte per la sezione {{n}}',
    },
    noChange: 'Nessuna modifica alla pagina.',
    staleEdit: 'La pagina è cambiata mentre l’IA rispondeva; non è stato applicato nulla. Chiedi di nuovo.',
    notes: { instruction: 'Scrivi delle note per questa sezione' },
  },
  deckChecks: {
    marker: 'Da controllare in questa sezione: {{count}}',
    list: 'Controlli per la sezione {{n}}',
    codes: {
      'placeholder-text': 'Testo segnaposto rimasto nella sezione: «{{text}}»',
      'repeated-picture': 'La stessa immagine della sezione {{n}}',
      'empty-slide': 'Questa sezione non mostra nulla',
    },
  },
};

export default words;
