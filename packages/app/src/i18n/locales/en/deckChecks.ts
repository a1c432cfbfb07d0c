/** The deck checks' texts on the slide list (i18next namespace 'deckChecks'); other languages fall back to these. */
const en = {
  marker: 'To check on this slide: {{count}}',
  list: 'Checks for slide {{n}}',
  codes: {
    overflow: 'Content is {{by}} px taller than the slide',
    'text-clipped': 'Text is cut off at the edge: “{{text}}”',
    'text-overlap': 'Text runs over another block: “{{text}}”',
    'small-text': 'Text at {{size}} px is too small to read from the back of a room (at least {{min}} px): “{{text}}”',
    'low-contrast': 'Low contrast, {{ratio}}:1 where {{needed}}:1 is needed: “{{text}}”',
    'leftover-hint': 'An empty line with a hint: exports show an empty space there',
    'placeholder-text': 'Placeholder text left on the slide: “{{text}}”',
    'cut-text': 'Text cut off with “…”: “{{text}}”',
    'repeated-picture': 'The same picture as slide {{n}}',
    'empty-slide': 'Nothing is shown on this slide',
  },
};

export default en;
