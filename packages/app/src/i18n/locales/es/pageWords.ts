import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Notas',
    present: 'Vista previa',
    duplicateSlide: 'Duplicar sección',
    deleteSlide: 'Eliminar sección',
    slideLabel: 'Sección {{n}}',
    notesPlaceholder: 'Notas sobre esta sección…',
    presenting: 'Sección {{n}} de {{total}}',
    lastSlide: 'Esta es la última sección',
    noNotes: 'No hay notas para esta sección',
  },
  editorShare: {
    export: {
      description: 'Descarga esta página tal como se ve en el editor.',
      formats: {
        pdf: { text: 'Cada sección en su propia página, nítida a cualquier tamaño, con texto seleccionable y buscable.' },
        pptx: { text: 'Cada sección editable en PowerPoint, con cuadros de texto, tablas y gráficos reales.' },
        images: { text: 'Un zip con un PNG por sección.' },
        image: { text: 'Toda la página en un PNG alto, con las secciones una debajo de otra.' },
      },
      preparingHint: 'Las secciones se dibujan en el servidor; puedes seguir editando mientras tanto.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Edita textos, secciones y notas',
      design: 'Cambia el tema y el diseño de las secciones',
    },
    placeholder: {
      chat: 'Pide a la IA que edite esta página…',
      design: 'Pide a la IA que rediseñe esta página…',
    },
    empty: 'Pide un cambio en esta sección o en toda la página. Los cambios llegan en un solo paso: {{undo}} los deshace.',
    selection: 'Sección {{n}}',
    selectionBlock: 'Sección {{n}} · bloque seleccionado',
    chips: {
      shorten: 'Acortar esta sección',
      translatePrompt: 'Traduce esta sección al ',
      addSlide: 'Añadir una sección sobre…',
      addSlidePrompt: 'Añade a la página una sección sobre ',
      layout: 'Cambiar el diseño de esta sección',
    },
    changes: {
      text: 'Texto de la sección {{n}} reescrito',
      addPage: 'Sección {{n}} añadida',
      removePage: 'Sección {{n}} eliminada',
      movePage: 'Sección movida a la posición {{n}}',
      replacePage: 'Sección {{n}} rediseñada',
      notes: 'Notas escritas para la sección {{n}}',
    },
    noChange: 'Ningún cambio en la página.',
    staleEdit: 'La página cambió mientras la IA respondía; no se aplicó nada. Vuelve a pedirlo.',
    notes: { instruction: 'Escribe notas para esta sección' },
  },
  deckChecks: {
    marker: 'Por revisar en esta sección: {{count}}',
    list: 'Revisiones de la sección {{n}}',
    codes: {
      'placeholder-text': 'Texto de ejemplo olvidado en la sección: «{{text}}»',
      'repeated-picture': 'La misma imagen que en la sección {{n}}',
      'empty-slide': 'Esta sección no muestra nada',
    },
  },
};

export default words;
