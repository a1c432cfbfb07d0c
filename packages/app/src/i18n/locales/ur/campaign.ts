import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const ur: TranslationsOf<typeof en> = {
  title: 'بلاگ پوسٹ کو پریزنٹیشن میں بدلیں',
  intro: 'کسی بلاگ پوسٹ کا پتا چسپاں کریں۔ Folio اسے پڑھتا ہے، جو ملا وہ دکھاتا ہے، اور اس سے سلائیڈز یا صفحہ بناتا ہے۔',
  address: {
    label: 'بلاگ پوسٹ کا پتا',
    placeholder: 'https://example.com/blog/my-post',
    read: 'پوسٹ پڑھیں',
    reading: 'پوسٹ پڑھی جا رہی ہے…',
  },
  post: {
    heading: 'پوسٹ',
    untitled: 'بغیر عنوان کی پوسٹ',
    headings: 'سرخیاں',
    noHeadings: 'اس پوسٹ میں کوئی ذیلی سرخی نہیں۔',
    images: 'تصاویر اور اشکال: {{count}}',
  },
  make: {
    heading: 'کیا بنانا ہے',
    kind: { presentation: 'سلائیڈز', page: 'صفحہ' },
    count: { presentation: 'سلائیڈز کی تعداد', page: 'حصوں کی تعداد' },
    generate: 'بنائیں',
  },
  error: {
    invalid: 'http:// یا https:// سے شروع ہونے والا مکمل ویب پتا درج کریں۔',
    blocked: 'یہ پتا اسی مشین یا کسی نجی نیٹ ورک کی طرف ہے، اس لیے Folio اسے نہیں پڑھے گا۔ پوسٹ کا عوامی پتا استعمال کریں۔',
    unreachable: 'صفحے تک رسائی نہیں ہو سکی۔ پتا جانچیں اور دوبارہ کوشش کریں۔',
    notHtml: 'یہ پتا ویب صفحہ نہیں (مثلاً تصویر یا فائل ہے)۔ خود پوسٹ کا پتا چسپاں کریں۔',
    unreadable: 'Folio کو اس صفحے پر کسی پوسٹ کا متن نہیں ملا۔',
    detail: 'تفصیلات: {{detail}}',
  },
};

export default ur;
