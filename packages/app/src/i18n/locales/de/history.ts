import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Verlauf',
  title: 'Versionsverlauf',
  loading: 'Versionen werden geladen…',
  empty: 'Noch keine Versionen. Eine Version wird gespeichert, wenn eine Bearbeitungssitzung endet, vor einer KI-Änderung, vor einer Wiederherstellung und immer, wenn Sie eine benennen.',
  nameThis: 'Diese Version benennen',
  nameLabel: 'Name',
  save: 'Speichern',
  named: 'Benannt',
  reason: {
    session: 'Nach einer Bearbeitungssitzung',
    ai: 'Vor einer KI-Änderung',
    restore: 'Vor einer Wiederherstellung',
  },
  by: 'Von {{name}}',
  formerAccount: 'einem gelöschten Konto',
  slides: 'Folien: {{count}}',
  preview: 'Vorschau',
  previewOf: 'Vorschau: {{name}}',
  readOnly: 'Nur lesen. Beim Wiederherstellen wird dies wieder der Inhalt des Projekts; bis dahin ändert sich nichts.',
  restore: 'Wiederherstellen',
  restoreTitle: 'Diese Version wiederherstellen?',
  restoreText: 'Folien, Design und Notizen werden die dieser Version; der Titel bleibt. Alle, die gerade bearbeiten, sehen es sofort. Sie können es rückgängig machen, und der jetzige Inhalt bleibt im Verlauf.',
  restored: 'Version wiederhergestellt. Rückgängig nimmt es zurück.',
  rename: 'Umbenennen',
  renameTitle: 'Diese Version umbenennen',
  delete: 'Löschen',
  deleteTitle: 'Diese Version löschen?',
  deleteText: 'Sie verschwindet endgültig aus dem Verlauf. Das Projekt bleibt, wie es ist.',
  actions: 'Mehr zu dieser Version',
  slideOf: 'Folie {{n}} von {{count}}',
  keepNote: 'Die neuesten {{count}} automatischen Versionen werden behalten; benannte bleiben, bis Sie sie löschen.',
};

export default translations;
