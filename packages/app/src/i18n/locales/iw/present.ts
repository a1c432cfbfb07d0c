import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'אפשרויות מצגת',
  fromBeginning: 'מההתחלה',
  fromCurrent: 'מהשקופית הנוכחית',
  withNotes: 'תצוגת מציג: ההערות כאן, השקופיות בחלון חדש',
  audienceNote: 'הקהל רואה את השקופיות בחלון השני. לחצו עליו או הקישו שם F למסך מלא.',
  blockedTitle: 'חלון הקהל נחסם',
  blockedText: 'הדפדפן מנע מהדף הזה לפתוח חלון לשקופיות. אפשרו חלונות קופצים לאתר הזה ונסו שוב, או הציגו בחלון הזה: אז הקהל יראה את השקופיות בלי ההערות שלכם.',
  presentHere: 'הצגה בחלון הזה',
  tryAgain: 'ניסיון נוסף',
  cancel: 'ביטול',
  loading: 'השקופיות נטענות…',
};

export default translations;
