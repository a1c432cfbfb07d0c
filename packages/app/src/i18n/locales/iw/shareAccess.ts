import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const iw: TranslationsOf<typeof en> = {
  present: {
    start: 'הצגה',
    exit: 'יציאה',
    counter: 'שקופית {{n}} מתוך {{total}}',
    previous: 'השקופית הקודמת',
    next: 'השקופית הבאה',
  },
  prompt: {
    title: 'המצגת הזו מוגנת',
    text: 'הזינו את הסיסמה שקיבלתם מהיוצר כדי לצפות בה.',
    label: 'סיסמה',
    submit: 'צפייה במצגת',
    checking: 'בודק…',
  },
  password: {
    title: 'סיסמה',
    hint: 'הצופים מקלידים אותה לפני שהם רואים את המצגת. שינוי שלה מסיים את הגישה של כל מי שכבר הזין אותה.',
    on: 'סיסמה מגינה על הקישור הזה.',
    off: 'אין סיסמה: כל מי שיש לו את הקישור יכול לצפות.',
    field: 'סיסמה חדשה',
    set: 'הגדרת סיסמה',
    change: 'שינוי סיסמה',
    remove: 'הסרת סיסמה',
    saved: 'הסיסמה נשמרה',
    removed: 'הסיסמה הוסרה',
  },
  viewers: {
    button: 'צופים',
    title: 'צופים',
    period: '30 הימים האחרונים',
    views: 'צפיות',
    unique: 'צופים ייחודיים',
    perDay: 'צפיות ליום',
    perSlide: 'זמן בכל שקופית',
    sources: 'מאיפה הגיעו הצופים',
    direct: 'ישיר או לא ידוע',
    seconds: '{{count}} ש׳',
    slide: 'שקופית {{n}}',
    empty: 'עדיין אין צפיות ב־30 הימים האחרונים.',
    download: 'הורדת CSV',
    privacy: 'נספר בלי מידע אישי: כל דפדפן מקבל מזהה אקראי, ודפדפנים שמבקשים לא להיות במעקב אינם נספרים.',
    proOnly: 'סיסמאות וסטטיסטיקת צופים הן תכונות Pro.',
  },
};

export default iw;
