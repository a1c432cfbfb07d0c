/**
 * What a page project (/p/…) calls what a deck calls slides, speaker notes and presenting
 * (i18next namespace 'pageWords'), grouped by the namespace whose key each replaces there.
 */
const en = {
  editor: {
    notes: 'Notes',
    present: 'Preview',
    duplicateSlide: 'Duplicate section',
    deleteSlide: 'Delete section',
    slideLabel: 'Section {{n}}',
    notesPlaceholder: 'Notes on this section…',
    presenting: 'Section {{n}} of {{total}}',
    lastSlide: 'This is the last section',
    noNotes: 'No notes for this section',
  },
  editorShare: {
    export: {
      description: 'Download this page as it looks in the editor.',
      formats: {
        pdf: { text: 'Each section on its own page, sharp at any size, text selectable and searchable.' },
        pptx: { text: 'Each section editable in PowerPoint, with real text boxes, tables and charts.' },
        images: { text: 'A zip with one PNG per section.' },
        image: { text: 'The whole page in one tall PNG, sections one under another.' },
      },
      preparingHint: 'Sections are drawn on the server; you can keep editing meanwhile.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Edits words, sections and notes',
      design: 'Changes the theme and section layouts',
    },
    placeholder: {
      chat: 'Ask AI to edit this page…',
      design: 'Ask AI to restyle this page…',
    },
    empty: 'Ask for a change to this section or the whole page. Edits land as one step: {{undo}} takes them back.',
    selection: 'Section {{n}}',
    selectionBlock: 'Section {{n}} · selected block',
    chips: {
      shorten: 'Shorten this section',
      translatePrompt: 'Translate this section to ',
      addSlide: 'Add a section about…',
      addSlidePrompt: 'Add a section to the page about ',
      layout: 'Change this section’s layout',
    },
    changes: {
      text: 'Rewrote the text in section {{n}}',
      addPage: 'Added section {{n}}',
      removePage: 'Removed section {{n}}',
      movePage: 'Moved a section to position {{n}}',
      replacePage: 'Redesigned section {{n}}',
      notes: 'Wrote notes for section {{n}}',
    },
    noChange: 'No changes to the page.',
    staleEdit: 'The page changed while AI was answering; nothing was applied. Ask again.',
    notes: { instruction: 'Write notes for this section' },
  },
  deckChecks: {
    marker: 'To check in this section: {{count}}',
    list: 'Checks for section {{n}}',
    codes: {
      'placeholder-text': 'Placeholder text left in the section: “{{text}}”',
      'repeated-picture': 'The same picture as section {{n}}',
      'empty-slide': 'Nothing is shown in this section',
    },
  },
};

export default en;
