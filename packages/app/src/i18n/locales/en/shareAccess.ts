/**
 * Texts of the share page's present mode and password prompt, and of the Share dialog's
 * password and viewer statistics (i18next namespace 'shareAccess').
 */
const en = {
  present: {
    start: 'Present',
    exit: 'Exit',
    counter: 'Slide {{n}} of {{total}}',
    previous: 'Previous slide',
    next: 'Next slide',
  },
  prompt: {
    title: 'This deck is protected',
    text: 'Enter the password the author gave you to view it.',
    label: 'Password',
    submit: 'View deck',
    checking: 'Checking…',
  },
  password: {
    title: 'Password',
    hint: 'Viewers type it before they see the deck. Changing it ends access for everyone who already entered it.',
    on: 'A password protects this link.',
    off: 'No password: anyone with the link can view.',
    field: 'New password',
    set: 'Set password',
    change: 'Change password',
    remove: 'Remove password',
    saved: 'Password saved',
    removed: 'Password removed',
  },
  viewers: {
    button: 'Viewers',
    title: 'Viewers',
    period: 'Last 30 days',
    views: 'Views',
    unique: 'Unique viewers',
    perDay: 'Views per day',
    perSlide: 'Time spent per slide',
    sources: 'Where viewers came from',
    direct: 'Direct or unknown',
    seconds: '{{count}} s',
    slide: 'Slide {{n}}',
    empty: 'No views in the last 30 days yet.',
    download: 'Download CSV',
    privacy: 'Counted without personal data: each browser gets a random id, and browsers that ask not to be tracked are not counted.',
    proOnly: 'Passwords and viewer statistics are Pro features.',
  },
};

export default en;
