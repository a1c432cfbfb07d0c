import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'پیشکش کے اختیارات',
  fromBeginning: 'شروع سے',
  fromCurrent: 'موجودہ سلائیڈ سے',
  withNotes: 'پیش کنندہ کا منظر: نوٹس یہاں، سلائیڈز نئی ونڈو میں',
  audienceNote: 'ناظرین دوسری ونڈو میں سلائیڈز دیکھتے ہیں۔ پوری اسکرین کے لیے اس پر کلک کریں یا وہاں F دبائیں۔',
  blockedTitle: 'ناظرین کی ونڈو بلاک ہو گئی',
  blockedText: 'آپ کے براؤزر نے اس صفحے کو سلائیڈز کے لیے ونڈو کھولنے سے روک دیا۔ اس سائٹ کے لیے پاپ اپ کی اجازت دیں اور دوبارہ کوشش کریں، یا اسی ونڈو میں پیش کریں: پھر ناظرین آپ کے نوٹس کے بغیر سلائیڈز دیکھیں گے۔',
  presentHere: 'اسی ونڈو میں پیش کریں',
  tryAgain: 'دوبارہ کوشش کریں',
  cancel: 'منسوخ کریں',
  loading: 'سلائیڈز لوڈ ہو رہی ہیں…',
};

export default translations;
