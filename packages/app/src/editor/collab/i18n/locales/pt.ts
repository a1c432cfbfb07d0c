import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Também nesta apresentação',
  onSlide: '{{name}} está neste slide',
  someone: 'Alguém',
  you: 'Você (outra janela)',
};

export default translations;
