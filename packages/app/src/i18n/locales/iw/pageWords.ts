import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'הערות',
    present: 'תצוגה מקדימה',
    duplicateSlide: 'שכפול המקטע',
    deleteSlide: 'מחיקת המקטע',
    slideLabel: 'מקטע {{n}}',
    notesPlaceholder: 'הערות על המקטע הזה…',
    presenting: 'מקטע {{n}} מתוך {{total}}',
    lastSlide: 'זה המקטע האחרון',
    noNotes: 'אין הערות למקטע הזה',
  },
  editorShare: {
    export: {
      description: 'הורידו את הדף הזה כפי שהוא נראה בעורך.',
      formats: {
        pdf: { text: 'כל מקטע בעמוד משלו, חד בכל גודל, עם טקסט שאפשר לסמן ולחפש.' },
        pptx: { text: 'כל מקטע ניתן לעריכה ב-PowerPoint, עם תיבות טקסט, טבלאות ותרשימים אמיתיים.' },
        images: { text: 'קובץ zip עם PNG אחד לכל מקטע.' },
        image: { text: 'הדף כולו ב-PNG גבוה אחד, המקטעים זה מתחת לזה.' },
      },
      preparingHint: 'המקטעים מצוירים בשרת; בינתיים אפשר להמשיך לערוך.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'עורך טקסטים, מקטעים והערות',
      design: 'משנה את ערכת העיצוב ואת פריסת המקטעים',
    },
    placeholder: {
      chat: 'בקשו מה-AI לערוך את הדף הזה…',
      design: 'בקשו מה-AI לעצב מחדש את הדף הזה…',
    },
    empty: 'בקשו שינוי במקטע הזה או בדף כולו. העריכות מגיעות כצעד אחד: {{undo}} מבטל אותן.',
    selection: 'מקטע {{n}}',
    selectionBlock: 'מקטע {{n}} · הבלוק הנבחר',
    chips: {
      shorten: 'קיצור המקטע הזה',
      translatePrompt: 'תרגם את המקטע הזה ל',
      addSlide: 'הוספת מקטע על…',
      addSlidePrompt: 'הוסף לדף מקטע על ',
      layout: 'שינוי פריסת המקטע הזה',
    },
    changes: {
      text: 'הטקסט במקטע {{n}} נכתב מחדש',
      addPage: 'נוסף מקטע {{n}}',
      removePage: 'הוסר מקטע {{n}}',
      movePage: 'מקטע הועבר למקום {{n}}',
      replacePage: 'מקטע {{n}} עוצב מחדש',
      notes: 'נכתבו הערות למקטע {{n}}',
    },
    noChange: 'אין שינויים בדף.',
    staleEdit: 'הדף השתנה בזמן שה-AI ענה; דבר לא הוחל. בקשו שוב.',
    notes: { instruction: 'כתוב הערות למקטע הזה' },
  },
  deckChecks: {
    marker: 'לבדיקה במקטע הזה: {{count}}',
    list: 'בדיקות למקטע {{n}}',
    codes: {
      'placeholder-text': 'נשאר טקסט ממלא מקום במקטע: „{{text}}”',
      'repeated-picture': 'אותה תמונה כמו במקטע {{n}}',
      'empty-slide': 'לא מוצג דבר במקטע הזה',
    },
  },
};

export default words;
