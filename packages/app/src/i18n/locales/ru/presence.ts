import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Тоже в этой презентации',
  onSlide: '{{name}} на этом слайде',
  someone: 'Кто-то',
  you: 'Вы (другое окно)',
};

export default translations;
