/** Present mode's own texts (i18next namespace 'present'); other languages fall back to these. */
const en = {
  options: 'Presentation options',
  fromBeginning: 'From the beginning',
  fromCurrent: 'From current slide',
  withNotes: 'Presenter view: notes here, slides in a new window',
  audienceNote: 'The audience sees the slides in the other window. Click it or press F there for full screen.',
  blockedTitle: 'The audience window was blocked',
  blockedText: 'Your browser stopped this page from opening a window for the slides. Allow pop-ups for this site and try again, or present in this window: the audience then sees the slides without your notes.',
  presentHere: 'Present in this window',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  loading: 'Loading the slides…',
};

export default en;
