import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const ar: TranslationsOf<typeof en> = {
  present: {
    start: 'عرض تقديمي',
    exit: 'خروج',
    counter: 'الشريحة {{n}} من {{total}}',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
  },
  prompt: {
    title: 'هذا العرض محمي',
    text: 'أدخل كلمة المرور التي أعطاك إياها المؤلف لمشاهدته.',
    label: 'كلمة المرور',
    submit: 'مشاهدة العرض',
    checking: 'جارٍ التحقق…',
  },
  password: {
    title: 'كلمة المرور',
    hint: 'يكتبها المشاهدون قبل رؤية العرض. تغييرها ينهي وصول كل من أدخلها من قبل.',
    on: 'كلمة مرور تحمي هذا الرابط.',
    off: 'بلا كلمة مرور: يمكن لأي شخص لديه الرابط المشاهدة.',
    field: 'كلمة مرور جديدة',
    set: 'تعيين كلمة المرور',
    change: 'تغيير كلمة المرور',
    remove: 'إزالة كلمة المرور',
    saved: 'تم حفظ كلمة المرور',
    removed: 'تمت إزالة كلمة المرور',
  },
  viewers: {
    button: 'المشاهدون',
    title: 'المشاهدون',
    period: 'آخر 30 يومًا',
    views: 'المشاهدات',
    unique: 'المشاهدون الفريدون',
    perDay: 'المشاهدات يوميًا',
    perSlide: 'الوقت على كل شريحة',
    sources: 'من أين جاء المشاهدون',
    direct: 'مباشر أو غير معروف',
    seconds: '{{count}} ث',
    slide: 'الشريحة {{n}}',
    empty: 'لا مشاهدات في آخر 30 يومًا بعد.',
    download: 'تنزيل CSV',
    privacy: 'تُحتسب دون بيانات شخصية: يحصل كل متصفح على معرّف عشوائي، ولا تُحتسب المتصفحات التي تطلب عدم التتبع.',
    proOnly: 'كلمات المرور وإحصاءات المشاهدين من ميزات Pro.',
  },
};

export default ar;
