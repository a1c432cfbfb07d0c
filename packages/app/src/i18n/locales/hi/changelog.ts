import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'नया क्या है',
  description: 'Folio में हाल में क्या बदला, सबसे नया पहले।',
  new: 'नया',
  unread: 'नए बदलाव: {{count}}',
  empty: 'अभी तक कुछ नहीं बदला है।',
};

export default translations;
