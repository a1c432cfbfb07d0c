import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Nouveautés',
  description: 'Ce qui a changé récemment dans Folio, du plus récent au plus ancien.',
  new: 'Nouveau',
  unread: 'Nouveautés : {{count}}',
  empty: 'Rien n’a encore changé.',
};

export default translations;
