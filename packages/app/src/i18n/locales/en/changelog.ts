/** What's new (the feedback widget's changelog). */
const en = {
  whatsNew: 'What’s new',
  description: 'What changed in Folio lately, newest first.',
  new: 'New',
  unread: 'New changes: {{count}}',
  empty: 'Nothing has changed yet.',
};

export default en;
