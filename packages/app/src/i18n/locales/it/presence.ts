import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Presenti anche in questa presentazione',
  onSlide: '{{name}} è su questa diapositiva',
  someone: 'Qualcuno',
  you: 'Tu (altra finestra)',
};

export default translations;
