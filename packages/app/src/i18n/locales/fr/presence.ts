import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Également dans cette présentation',
  onSlide: '{{name}} est sur cette diapositive',
  someone: 'Quelqu’un',
  you: 'Vous (autre fenêtre)',
};

export default translations;
