import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'לבדיקה בשקף הזה: {{count}}',
  list: 'בדיקות לשקף {{n}}',
  codes: {
    overflow: 'התוכן גבוה מהשקף ב־{{by}} px',
    'text-clipped': 'הטקסט נחתך בקצה: ״{{text}}״',
    'text-overlap': 'הטקסט עולה על בלוק אחר: ״{{text}}״',
    'small-text': 'טקסט בגודל {{size}} px קטן מכדי לקרוא מסוף האולם (לפחות {{min}} px): ״{{text}}״',
    'low-contrast': 'ניגודיות נמוכה, {{ratio}}:1 במקום {{needed}}:1: ״{{text}}״',
    'leftover-hint': 'שורה ריקה עם רמז: בייצוא יופיע שם רווח ריק',
    'placeholder-text': 'נשאר טקסט ממלא מקום בשקף: ״{{text}}״',
    'cut-text': 'טקסט שנקטע ב־״…״: ״{{text}}״',
    'repeated-picture': 'אותה תמונה כמו בשקף {{n}}',
    'empty-slide': 'שום דבר לא מוצג בשקף הזה',
  },
};

export default translations;
