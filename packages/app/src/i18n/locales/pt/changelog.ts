import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'Novidades',
  description: 'O que mudou no Folio recentemente, do mais novo para o mais antigo.',
  new: 'Novo',
  unread: 'Novidades: {{count}}',
  empty: 'Nada mudou ainda.',
};

export default translations;
