import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'موجودون أيضًا في هذا العرض',
  onSlide: '{{name}} في هذه الشريحة',
  someone: 'شخص ما',
  you: 'أنت (نافذة أخرى)',
};

export default translations;
