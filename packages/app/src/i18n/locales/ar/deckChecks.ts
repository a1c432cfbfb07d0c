import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'للتحقق في هذه الشريحة: {{count}}',
  list: 'فحوص الشريحة {{n}}',
  codes: {
    overflow: 'المحتوى أطول من الشريحة بمقدار {{by}} px',
    'text-clipped': 'النص مقطوع عند الحافة: «{{text}}»',
    'text-overlap': 'النص يتجاوز إلى كتلة أخرى: «{{text}}»',
    'small-text': 'نص بحجم {{size}} px أصغر من أن يُقرأ من آخر القاعة (على الأقل {{min}} px): «{{text}}»',
    'low-contrast': 'تباين منخفض، {{ratio}}:1 والمطلوب {{needed}}:1: «{{text}}»',
    'leftover-hint': 'سطر فارغ مع تلميح: يظهر مكانه فراغ عند التصدير',
    'placeholder-text': 'بقي نص مؤقت على الشريحة: «{{text}}»',
    'cut-text': 'نص مقطوع بـ «…»: «{{text}}»',
    'repeated-picture': 'الصورة نفسها كما في الشريحة {{n}}',
    'empty-slide': 'لا يظهر شيء في هذه الشريحة',
  },
};

export default translations;
