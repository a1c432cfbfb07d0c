import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'היסטוריה',
  title: 'היסטוריית גרסאות',
  loading: 'טוען גרסאות…',
  empty: 'אין עדיין גרסאות. גרסה נשמרת בסוף כל סשן עריכה, לפני שינוי של הבינה המלאכותית, לפני שחזור, ובכל פעם שנותנים לגרסה שם.',
  nameThis: 'מתן שם לגרסה הזו',
  nameLabel: 'שם',
  save: 'שמירה',
  named: 'עם שם',
  reason: {
    session: 'אחרי סשן עריכה',
    ai: 'לפני שינוי של הבינה המלאכותית',
    restore: 'לפני שחזור',
  },
  by: 'מאת {{name}}',
  formerAccount: 'חשבון שנמחק',
  slides: 'שקופיות: {{count}}',
  preview: 'תצוגה מקדימה',
  previewOf: 'תצוגה מקדימה: {{name}}',
  readOnly: 'לקריאה בלבד. שחזור יחזיר את זה להיות התוכן של הפרויקט; עד אז שום דבר לא משתנה.',
  restore: 'שחזור',
  restoreTitle: 'לשחזר את הגרסה הזו?',
  restoreText: 'השקופיות, ערכת העיצוב וההערות יהיו של הגרסה הזו; הכותרת נשארת. כל מי שעורך יראה זאת מיד. אפשר לבטל, והתוכן הנוכחי נשמר בהיסטוריה.',
  restored: 'הגרסה שוחזרה. ביטול מחזיר את המצב הקודם.',
  rename: 'שינוי שם',
  renameTitle: 'שינוי שם הגרסה',
  delete: 'מחיקה',
  deleteTitle: 'למחוק את הגרסה הזו?',
  deleteText: 'היא תוסר מההיסטוריה לצמיתות. הפרויקט נשאר כמו שהוא.',
  actions: 'עוד פעולות לגרסה הזו',
  slideOf: 'שקופית {{n}} מתוך {{count}}',
  keepNote: 'נשמרות {{count}} הגרסאות האוטומטיות האחרונות; גרסאות עם שם נשארות עד שתמחקו אותן.',
};

export default translations;
