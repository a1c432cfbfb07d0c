import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'یادداشت‌ها',
    present: 'پیش‌نمایش',
    duplicateSlide: 'تکثیر بخش',
    deleteSlide: 'حذف بخش',
    slideLabel: 'بخش {{n}}',
    notesPlaceholder: 'یادداشت‌هایی دربارهٔ این بخش…',
    presenting: 'بخش {{n}} از {{total}}',
    lastSlide: 'این آخرین بخش است',
    noNotes: 'این بخش یادداشتی ندارد',
  },
  editorShare: {
    export: {
      description: 'این صفحه را همان‌طور که در ویرایشگر دیده می‌شود دانلود کنید.',
      formats: {
        pdf: { text: 'هر بخش در صفحهٔ خودش، در هر اندازه‌ای واضح، با متن قابل انتخاب و جست‌وجو.' },
        pptx: { text: 'هر بخش در PowerPoint قابل ویرایش، با کادرهای متن، جدول‌ها و نمودارهای واقعی.' },
        images: { text: 'یک فایل zip با یک PNG برای هر بخش.' },
        image: { text: 'کل صفحه در یک PNG بلند، بخش‌ها زیر هم.' },
      },
      preparingHint: 'بخش‌ها روی سرور کشیده می‌شوند؛ در این مدت می‌توانید به ویرایش ادامه دهید.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'متن‌ها، بخش‌ها و یادداشت‌ها را ویرایش می‌کند',
      design: 'پوسته و چیدمان بخش‌ها را تغییر می‌دهد',
    },
    placeholder: {
      chat: 'از هوش مصنوعی بخواهید این صفحه را ویرایش کند…',
      design: 'از هوش مصنوعی بخواهید ظاهر این صفحه را تغییر دهد…',
    },
    empty: 'برای این بخش یا کل صفحه تغییری بخواهید. ویرایش‌ها در یک گام اعمال می‌شوند: {{undo}} آن‌ها را برمی‌گرداند.',
    selection: 'بخش {{n}}',
    selectionBlock: 'بخش {{n}} · بلوک انتخاب‌شده',
    chips: {
      shorten: 'کوتاه کردن این بخش',
      translatePrompt: 'این بخش را ترجمه کن به ',
      addSlide: 'افزودن بخشی دربارهٔ…',
      addSlidePrompt: 'به صفحه بخشی اضافه کن دربارهٔ ',
      layout: 'تغییر چیدمان این بخش',
    },
    changes: {
      text: 'متن بخش {{n}} بازنویسی شد',
      addPage: 'بخش {{n}} اضافه شد',
      removePage: 'بخش {{n}} حذف شد',
      movePage: 'یک بخش به جایگاه {{n}} منتقل شد',
      replacePage: 'بخش {{n}} از نو طراحی شد',
      notes: 'یادداشت‌های بخش {{n}} نوشته شد',
    },
    noChange: 'صفحه تغییری نکرد.',
    staleEdit: 'صفحه در حین پاسخ هوش مصنوعی تغییر کرد؛ چیزی اعمال نشد. دوباره بخواهید.',
    notes: { instruction: 'برای این بخش یادداشت بنویس' },
  },
  deckChecks: {
    marker: 'موارد بررسی در این بخش: {{count}}',
    list: 'بررسی‌های بخش {{n}}',
    codes: {
      'placeholder-text': 'متن نمونه در بخش مانده است: «{{text}}»',
      'repeated-picture': 'همان تصویر بخش {{n}}',
      'empty-slide': 'در این بخش چیزی نمایش داده نمی‌شود',
    },
  },
};

export default words;
