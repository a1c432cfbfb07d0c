import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/changelog.ts';

const translations: TranslationsOf<typeof en> = {
  whatsNew: 'ما الجديد',
  description: 'ما الذي تغيّر في Folio مؤخرًا، الأحدث أولًا.',
  new: 'جديد',
  unread: 'تغييرات جديدة: {{count}}',
  empty: 'لم يتغيّر شيء بعد.',
};

export default translations;
