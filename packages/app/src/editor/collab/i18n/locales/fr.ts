import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Également dans cette présentation',
  onSlide: '{{name}} est sur cette diapositive',
  someone: 'Quelqu’un',
  you: 'Vous (autre fenêtre)',
};

export default translations;
