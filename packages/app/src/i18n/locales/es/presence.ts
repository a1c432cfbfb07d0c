import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'También en esta presentación',
  onSlide: '{{name}} está en esta diapositiva',
  someone: 'Alguien',
  you: 'Tú (otra ventana)',
};

export default translations;
