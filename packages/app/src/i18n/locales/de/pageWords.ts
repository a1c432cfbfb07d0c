import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Notizen',
    present: 'Vorschau',
    duplicateSlide: 'Abschnitt duplizieren',
    deleteSlide: 'Abschnitt löschen',
    slideLabel: 'Abschnitt {{n}}',
    notesPlaceholder: 'Notizen zu diesem Abschnitt …',
    presenting: 'Abschnitt {{n}} von {{total}}',
    lastSlide: 'Das ist der letzte Abschnitt',
    noNotes: 'Keine Notizen zu diesem Abschnitt',
  },
  editorShare: {
    export: {
      description: 'Laden Sie diese Seite so herunter, wie sie im Editor aussieht.',
      formats: {
        pdf: { text: 'Jeder Abschnitt auf eigener Seite, in jeder Größe scharf, Text auswählbar und durchsuchbar.' },
        pptx: { text: 'Jeder Abschnitt in PowerPoint bearbeitbar, mit echten Textfeldern, Tabellen und Diagrammen.' },
        images: { text: 'Ein ZIP mit einem PNG pro Abschnitt.' },
        image: { text: 'Die ganze Seite in einem hohen PNG, Abschnitte untereinander.' },
      },
      preparingHint: 'Die Abschnitte werden auf dem Server gezeichnet; Sie können währenddessen weiterarbeiten.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Bearbeitet Texte, Abschnitte und Notizen',
      design: 'Ändert das Design und die Abschnittslayouts',
    },
    placeholder: {
      chat: 'KI bitten, diese Seite zu bearbeiten …',
      design: 'KI bitten, diese Seite neu zu gestalten …',
    },
    empty: 'Bitten Sie um eine Änderung an diesem Abschnitt oder der ganzen Seite. Änderungen kommen als ein Schritt: {{undo}} nimmt sie zurück.',
    selection: 'Abschnitt {{n}}',
    selectionBlock: 'Abschnitt {{n}} · ausgewählter Block',
    chips: {
      shorten: 'Diesen Abschnitt kürzen',
      translatePrompt: 'Übersetze diesen Abschnitt ins ',
      addSlide: 'Abschnitt hinzufügen über …',
      addSlidePrompt: 'Füge der Seite einen Abschnitt hinzu über ',
      layout: 'Layout dieses Abschnitts ändern',
    },
    changes: {
      text: 'Text in Abschnitt {{n}} umgeschrieben',
      addPage: 'Abschnitt {{n}} hinzugefügt',
      removePage: 'Abschnitt {{n}} entfernt',
      movePage: 'Abschnitt an Position {{n}} verschoben',
      replacePage: 'Abschnitt {{n}} neu gestaltet',
      notes: 'Notizen für Abschnitt {{n}} geschrieben',
    },
    noChange: 'Keine Änderungen an der Seite.',
    staleEdit: 'Die Seite hat sich während der Antwort der KI geändert; nichts wurde übernommen. Fragen Sie erneut.',
    notes: { instruction: 'Schreibe Notizen für diesen Abschnitt' },
  },
  deckChecks: {
    marker: 'In diesem Abschnitt zu prüfen: {{count}}',
    list: 'Prüfungen für Abschnitt {{n}}',
    codes: {
      'placeholder-text': 'Platzhaltertext im Abschnitt übrig: „{{text}}“',
      'repeated-picture': 'Dasselbe Bild wie in Abschnitt {{n}}',
      'empty-slide': 'In diesem Abschnitt wird nichts angezeigt',
    },
  },
};

export default words;
