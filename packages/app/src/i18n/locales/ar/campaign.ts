import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const ar: TranslationsOf<typeof en> = {
  title: 'حوّل تدوينة إلى عرض تقديمي',
  intro: 'الصق عنوان تدوينة. يقرؤها Folio ويعرض لك ما وجده، ثم ينشئ منها شرائح أو صفحة.',
  address: {
    label: 'عنوان التدوينة',
    placeholder: 'https://example.com/blog/my-post',
    read: 'قراءة التدوينة',
    reading: 'جارٍ قراءة التدوينة…',
  },
  post: {
    heading: 'التدوينة',
    untitled: 'تدوينة بلا عنوان',
    headings: 'العناوين',
    noHeadings: 'لا تحتوي التدوينة على عناوين فرعية.',
    images: 'الصور والأشكال: {{count}}',
  },
  make: {
    heading: 'ماذا تريد أن تنشئ',
    kind: { presentation: 'شرائح', page: 'صفحة' },
    count: { presentation: 'عدد الشرائح', page: 'عدد الأقسام' },
    generate: 'إنشاء',
  },
  error: {
    invalid: 'أدخل عنوان ويب كاملًا يبدأ بـ http:// أو https://.',
    blocked: 'يشير هذا العنوان إلى هذا الجهاز أو إلى شبكة خاصة، لذلك لن يقرأه Folio. استخدم العنوان العام للتدوينة.',
    unreachable: 'تعذّر الوصول إلى الصفحة. تحقّق من العنوان وحاول مرة أخرى.',
    notHtml: 'هذا العنوان ليس صفحة ويب (بل صورة أو ملف مثلًا). الصق عنوان التدوينة نفسها.',
    unreadable: 'لم يتمكّن Folio من العثور على نص تدوينة في هذه الصفحة.',
    detail: 'التفاصيل: {{detail}}',
  },
};

export default ar;
