import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'ملاحظات',
    present: 'معاينة',
    duplicateSlide: 'تكرار القسم',
    deleteSlide: 'حذف القسم',
    slideLabel: 'القسم {{n}}',
    notesPlaceholder: 'ملاحظات عن هذا القسم…',
    presenting: 'القسم {{n}} من {{total}}',
    lastSlide: 'هذا آخر قسم',
    noNotes: 'لا ملاحظات لهذا القسم',
  },
  editorShare: {
    export: {
      description: 'نزّل هذه الصفحة كما تبدو في المحرر.',
      formats: {
        pdf: { text: 'كل قسم في صفحة مستقلة، واضح بأي حجم، ونصه قابل للتحديد والبحث.' },
        pptx: { text: 'كل قسم قابل للتحرير في PowerPoint، بمربعات نص وجداول ومخططات حقيقية.' },
        images: { text: 'ملف zip فيه صورة PNG لكل قسم.' },
        image: { text: 'الصفحة كلها في صورة PNG طويلة واحدة، والأقسام بعضها تحت بعض.' },
      },
      preparingHint: 'تُرسم الأقسام على الخادم؛ يمكنك مواصلة التحرير في أثناء ذلك.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'يعدّل النصوص والأقسام والملاحظات',
      design: 'يغيّر السمة وتخطيطات الأقسام',
    },
    placeholder: {
      chat: 'اطلب من الذكاء الاصطناعي تعديل هذه الصفحة…',
      design: 'اطلب من الذكاء الاصطناعي إعادة تنسيق هذه الصفحة…',
    },
    empty: 'اطلب تغييرًا في هذا القسم أو في الصفحة كلها. تصل التعديلات خطوةً واحدة: {{undo}} يتراجع عنها.',
    selection: 'القسم {{n}}',
    selectionBlock: 'القسم {{n}} · الكتلة المحددة',
    chips: {
      shorten: 'اختصار هذا القسم',
      translatePrompt: 'ترجم هذا القسم إلى ',
      addSlide: 'إضافة قسم عن…',
      addSlidePrompt: 'أضف إلى الصفحة قسمًا عن ',
      layout: 'تغيير تخطيط هذا القسم',
    },
    changes: {
      text: 'أُعيدت كتابة نص القسم {{n}}',
      addPage: 'أُضيف القسم {{n}}',
      removePage: 'حُذف القسم {{n}}',
      movePage: 'نُقل قسم إلى الموضع {{n}}',
      replacePage: 'أُعيد تصميم القسم {{n}}',
      notes: 'كُتبت ملاحظات للقسم {{n}}',
    },
    noChange: 'لا تغييرات على الصفحة.',
    staleEdit: 'تغيّرت الصفحة أثناء رد الذكاء الاصطناعي، فلم يُطبَّق شيء. اطلب مجددًا.',
    notes: { instruction: 'اكتب ملاحظات لهذا القسم' },
  },
  deckChecks: {
    marker: 'للمراجعة في هذا القسم: {{count}}',
    list: 'فحوص القسم {{n}}',
    codes: {
      'placeholder-text': 'بقي نص مؤقت في القسم: «{{text}}»',
      'repeated-picture': 'الصورة نفسها كما في القسم {{n}}',
      'empty-slide': 'لا يظهر شيء في هذا القسم',
    },
  },
};

export default words;
