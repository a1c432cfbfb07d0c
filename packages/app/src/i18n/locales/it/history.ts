import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Cronologia',
  title: 'Cronologia delle versioni',
  loading: 'Caricamento delle versioni…',
  empty: 'Nessuna versione per ora. Se ne conserva una alla fine di ogni sessione di modifica, prima di una modifica dell’IA, prima di un ripristino e ogni volta che ne dai un nome.',
  nameThis: 'Dai un nome a questa versione',
  nameLabel: 'Nome',
  save: 'Salva',
  named: 'Con nome',
  reason: {
    session: 'Dopo una sessione di modifica',
    ai: 'Prima di una modifica dell’IA',
    restore: 'Prima di un ripristino',
  },
  by: 'Di {{name}}',
  formerAccount: 'un account eliminato',
  slides: 'Diapositive: {{count}}',
  preview: 'Anteprima',
  previewOf: 'Anteprima: {{name}}',
  readOnly: 'Sola lettura. Ripristinandola torna a essere il contenuto del progetto; fino ad allora non cambia nulla.',
  restore: 'Ripristina',
  restoreTitle: 'Ripristinare questa versione?',
  restoreText: 'Diapositive, tema e note diventano quelli di questa versione; il titolo resta. Chi sta modificando lo vede subito. Puoi annullare, e il contenuto attuale resta nella cronologia.',
  restored: 'Versione ripristinata. Annulla la toglie.',
  rename: 'Rinomina',
  renameTitle: 'Rinomina questa versione',
  delete: 'Elimina',
  deleteTitle: 'Eliminare questa versione?',
  deleteText: 'Esce dalla cronologia per sempre. Il progetto resta com’è.',
  actions: 'Altre azioni per questa versione',
  slideOf: 'Diapositiva {{n}} di {{count}}',
  keepNote: 'Si conservano le {{count}} versioni automatiche più recenti; quelle con nome restano finché non le elimini.',
};

export default translations;
