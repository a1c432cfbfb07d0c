import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Presenti anche in questa presentazione',
  onSlide: '{{name}} è su questa diapositiva',
  someone: 'Qualcuno',
  you: 'Tu (altra finestra)',
};

export default translations;
