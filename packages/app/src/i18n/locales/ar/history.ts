import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'السجل',
  title: 'سجل الإصدارات',
  loading: 'جارٍ تحميل الإصدارات…',
  empty: 'لا توجد إصدارات بعد. يُحفظ إصدار عند انتهاء كل جلسة تحرير، وقبل أي تغيير يجريه الذكاء الاصطناعي، وقبل الاستعادة، وكلما سمّيت إصدارًا.',
  nameThis: 'تسمية هذا الإصدار',
  nameLabel: 'الاسم',
  save: 'حفظ',
  named: 'مُسمّى',
  reason: {
    session: 'بعد جلسة تحرير',
    ai: 'قبل تغيير من الذكاء الاصطناعي',
    restore: 'قبل استعادة',
  },
  by: 'بواسطة {{name}}',
  formerAccount: 'حساب محذوف',
  slides: 'الشرائح: {{count}}',
  preview: 'معاينة',
  previewOf: 'معاينة: {{name}}',
  readOnly: 'للقراءة فقط. عند الاستعادة يصبح هذا محتوى المشروع من جديد؛ ولا يتغير شيء قبل ذلك.',
  restore: 'استعادة',
  restoreTitle: 'استعادة هذا الإصدار؟',
  restoreText: 'ستصبح الشرائح والسمة والملاحظات كما في هذا الإصدار، ويبقى العنوان كما هو. يرى ذلك فورًا كل من يحرر المشروع. يمكنك التراجع، ويُحفظ المحتوى الحالي في السجل.',
  restored: 'تمت استعادة الإصدار. التراجع يلغيها.',
  rename: 'إعادة تسمية',
  renameTitle: 'إعادة تسمية هذا الإصدار',
  delete: 'حذف',
  deleteTitle: 'حذف هذا الإصدار؟',
  deleteText: 'سيُحذف من السجل نهائيًا. ويبقى المشروع كما هو.',
  actions: 'المزيد لهذا الإصدار',
  slideOf: 'الشريحة {{n}} من {{count}}',
  keepNote: 'يُحتفظ بأحدث {{count}} من الإصدارات التلقائية؛ أما الإصدارات المُسمّاة فتبقى حتى تحذفها.',
};

export default translations;
