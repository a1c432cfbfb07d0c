import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'نوٹس',
    present: 'پیش منظر',
    duplicateSlide: 'حصے کی نقل بنائیں',
    deleteSlide: 'حصہ حذف کریں',
    slideLabel: 'حصہ {{n}}',
    notesPlaceholder: 'اس حصے کے بارے میں نوٹس…',
    presenting: 'حصہ {{n}} از {{total}}',
    lastSlide: 'یہ آخری حصہ ہے',
    noNotes: 'اس حصے کے لیے کوئی نوٹ نہیں',
  },
  editorShare: {
    export: {
      description: 'یہ صفحہ ویسا ہی ڈاؤن لوڈ کریں جیسا ایڈیٹر میں دکھتا ہے۔',
      formats: {
        pdf: { text: 'ہر حصہ اپنے صفحے پر، ہر سائز میں واضح، متن منتخب اور تلاش کے قابل۔' },
        pptx: { text: 'ہر حصہ PowerPoint میں قابلِ ترمیم، اصلی ٹیکسٹ باکسز، جدولوں اور چارٹس کے ساتھ۔' },
        images: { text: 'ایک zip جس میں ہر حصے کی ایک PNG ہو۔' },
        image: { text: 'پورا صفحہ ایک لمبی PNG میں، حصے ایک دوسرے کے نیچے۔' },
      },
      preparingHint: 'حصے سرور پر بنائے جاتے ہیں؛ اس دوران آپ ترمیم جاری رکھ سکتے ہیں۔',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'متن، حصوں اور نوٹس میں ترمیم کرتا ہے',
      design: 'تھیم اور حصوں کی ترتیب بدلتا ہے',
    },
    placeholder: {
      chat: 'AI سے اس صفحے میں ترمیم کرنے کو کہیں…',
      design: 'AI سے اس صفحے کا انداز بدلنے کو کہیں…',
    },
    empty: 'اس حصے یا پورے صفحے میں تبدیلی کے لیے کہیں۔ ترامیم ایک قدم میں آتی ہیں: {{undo}} انہیں واپس لیتا ہے۔',
    selection: 'حصہ {{n}}',
    selectionBlock: 'حصہ {{n}} · منتخب بلاک',
    chips: {
      shorten: 'اس حصے کو مختصر کریں',
      translatePrompt: 'اس حصے کا ترجمہ کریں: ',
      addSlide: 'کسی موضوع پر حصہ شامل کریں…',
      addSlidePrompt: 'صفحے میں اس موضوع پر ایک حصہ شامل کریں: ',
      layout: 'اس حصے کی ترتیب بدلیں',
    },
    changes: {
      text: 'حصہ {{n}} کا متن دوبارہ لکھا گیا',
      addPage: 'حصہ {{n}} شامل کیا گیا',
      removePage: 'حصہ {{n}} ہٹایا گیا',
      movePage: 'ایک حصہ مقام {{n}} پر منتقل کیا گیا',
      replacePage: 'حصہ {{n}} کا نیا ڈیزائن بنایا گیا',
      notes: 'حصہ {{n}} کے نوٹس لکھے گئے',
    },
    noChange: 'صفحے میں کوئی تبدیلی نہیں۔',
    staleEdit: 'AI کے جواب دیتے وقت صفحہ بدل گیا؛ کچھ لاگو نہیں ہوا۔ دوبارہ کہیں۔',
    notes: { instruction: 'اس حصے کے لیے نوٹس لکھیں' },
  },
  deckChecks: {
    marker: 'اس حصے میں جانچنے کے لیے: {{count}}',
    list: 'حصہ {{n}} کی جانچ',
    codes: {
      'placeholder-text': 'حصے میں عارضی متن رہ گیا ہے: “{{text}}”',
      'repeated-picture': 'وہی تصویر جو حصہ {{n}} میں ہے',
      'empty-slide': 'اس حصے میں کچھ نظر نہیں آتا',
    },
  },
};

export default words;
