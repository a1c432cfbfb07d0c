import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'تاریخچہ',
  title: 'ورژن کی تاریخچہ',
  loading: 'ورژن لوڈ ہو رہے ہیں…',
  empty: 'ابھی کوئی ورژن نہیں۔ ہر ترمیمی نشست ختم ہونے پر، AI کی تبدیلی سے پہلے، بحالی سے پہلے اور جب بھی آپ کسی ورژن کو نام دیں، ایک ورژن محفوظ ہوتا ہے۔',
  nameThis: 'اس ورژن کو نام دیں',
  nameLabel: 'نام',
  save: 'محفوظ کریں',
  named: 'نام والا',
  reason: {
    session: 'ترمیمی نشست کے بعد',
    ai: 'AI کی تبدیلی سے پہلے',
    restore: 'بحالی سے پہلے',
  },
  by: 'از {{name}}',
  formerAccount: 'ایک حذف شدہ اکاؤنٹ',
  slides: 'سلائیڈز: {{count}}',
  preview: 'پیش نظارہ',
  previewOf: 'پیش نظارہ: {{name}}',
  readOnly: 'صرف پڑھنے کے لیے۔ بحال کرنے پر یہ دوبارہ پروجیکٹ کا مواد بن جائے گا؛ تب تک کچھ نہیں بدلتا۔',
  restore: 'بحال کریں',
  restoreTitle: 'یہ ورژن بحال کریں؟',
  restoreText: 'سلائیڈز، تھیم اور نوٹس اس ورژن کے ہو جائیں گے؛ عنوان وہی رہے گا۔ ترمیم کرنے والے سب لوگ اسے فوراً دیکھیں گے۔ آپ اسے کالعدم کر سکتے ہیں، اور موجودہ مواد تاریخچے میں محفوظ رہتا ہے۔',
  restored: 'ورژن بحال ہو گیا۔ کالعدم کرنے سے یہ واپس ہو جائے گا۔',
  rename: 'نام بدلیں',
  renameTitle: 'اس ورژن کا نام بدلیں',
  delete: 'حذف کریں',
  deleteTitle: 'یہ ورژن حذف کریں؟',
  deleteText: 'یہ تاریخچے سے ہمیشہ کے لیے ہٹ جائے گا۔ پروجیکٹ جیسا ہے ویسا رہے گا۔',
  actions: 'اس ورژن کے لیے مزید',
  slideOf: 'سلائیڈ {{n}} از {{count}}',
};

export default translations;
