import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Também nesta apresentação',
  onSlide: '{{name}} está neste slide',
  someone: 'Alguém',
  you: 'Você (outra janela)',
};

export default translations;
