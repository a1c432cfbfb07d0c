import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Novedades',
  description: 'Lo que ha cambiado en Folio últimamente, lo más reciente primero.',
  new: 'Nuevo',
  unread: 'Cambios nuevos: {{count}}',
  empty: 'Todavía no ha cambiado nada.',
};

export default translations;
