import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'خيارات العرض',
  fromBeginning: 'من البداية',
  fromCurrent: 'من الشريحة الحالية',
  withNotes: 'عرض المقدّم: الملاحظات هنا والشرائح في نافذة جديدة',
  audienceNote: 'يرى الجمهور الشرائح في النافذة الأخرى. انقر عليها أو اضغط F هناك لملء الشاشة.',
  blockedTitle: 'تم حظر نافذة الجمهور',
  blockedText: 'منع المتصفح هذه الصفحة من فتح نافذة للشرائح. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى، أو اعرض في هذه النافذة: عندها يرى الجمهور الشرائح دون ملاحظاتك.',
  presentHere: 'اعرض في هذه النافذة',
  tryAgain: 'حاول مرة أخرى',
  cancel: 'إلغاء',
  loading: 'جارٍ تحميل الشرائح…',
};

export default translations;
