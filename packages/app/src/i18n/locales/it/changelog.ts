import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Novità',
  description: 'Cosa è cambiato di recente in Folio, dal più recente.',
  new: 'Nuovo',
  unread: 'Novità: {{count}}',
  empty: 'Non è ancora cambiato nulla.',
};

export default translations;
