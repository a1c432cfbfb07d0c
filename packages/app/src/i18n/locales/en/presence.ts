/** Texts about the others in a deck (i18next namespace 'presence'); other languages fall back to these. */
const en = {
  others: 'Also in this deck',
  onSlide: '{{name}} is on this slide',
  someone: 'Someone',
  you: 'You (another window)',
};

export default en;
