import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const iw: TranslationsOf<typeof en> = {
  title: 'הפכו פוסט בבלוג למצגת',
  intro: 'הדביקו כתובת של פוסט בבלוג. Folio קורא אותו, מראה לכם מה מצא ובונה ממנו שקופיות או דף.',
  address: {
    label: 'כתובת הפוסט',
    placeholder: 'https://example.com/blog/my-post',
    read: 'קריאת הפוסט',
    reading: 'הפוסט נקרא…',
  },
  post: {
    heading: 'הפוסט',
    untitled: 'פוסט ללא כותרת',
    headings: 'כותרות',
    noHeadings: 'אין בפוסט כותרות משנה.',
    images: 'תמונות ואיורים: {{count}}',
  },
  make: {
    heading: 'מה ליצור',
    kind: { presentation: 'שקופיות', page: 'דף' },
    count: { presentation: 'מספר השקופיות', page: 'מספר המקטעים' },
    generate: 'יצירה',
  },
  error: {
    invalid: 'הזינו כתובת אינטרנט מלאה שמתחילה ב-http:// או ב-https://.',
    blocked: 'הכתובת מפנה למחשב הזה או לרשת פרטית, ולכן Folio לא יקרא אותה. השתמשו בכתובת הציבורית של הפוסט.',
    unreachable: 'לא ניתן היה להגיע לדף. בדקו את הכתובת ונסו שוב.',
    notHtml: 'הכתובת הזו אינה דף אינטרנט (למשל תמונה או קובץ). הדביקו את הכתובת של הפוסט עצמו.',
    unreadable: 'Folio לא מצא טקסט של פוסט בדף הזה.',
    detail: 'פרטים: {{detail}}',
  },
};

export default iw;
