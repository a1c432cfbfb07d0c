import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const iw: TranslationsOf<typeof en> = {
  title: 'מודל בינה מלאכותית',
  intro: 'המודל שכותב מצגות, דפים ותשובות בצ׳אט לכל מי שמשתמש ב-Folio הזה. בלעדיו, המלחין המובנה עובד במצב לא מקוון.',
  presets: 'היכן המודל רץ',
  custom: 'שרת אחר תואם OpenAI',
  hints: {
    openai: 'נדרש מפתח API מחשבון OpenAI שלך.',
    azure: 'הכניסו את שם המשאב שלכם לכתובת; המודל הוא שם הפריסה שלכם.',
    openrouter: 'נדרש מפתח OpenRouter; שמות המודלים הם למשל openai/gpt-4o-mini.',
    local: 'רץ על המחשב הזה: אין צורך במפתח.',
    custom: 'כל שרת שעונה להשלמות צ׳אט של OpenAI, כמו vLLM.',
  },
  detect: {
    title: 'במחשב הזה',
    again: 'חיפוש נוסף',
    searching: 'מחפשים את Ollama ואת LM Studio…',
    none: 'לא Ollama ולא LM Studio עונים במחשב הזה.',
    running: '{{server}} פועל. בחרו מודל:',
    noModels: '{{server}} פועל אבל עדיין אין בו מודל.',
  },
  fields: {
    baseUrl: 'כתובת השרת',
    model: 'מודל',
    apiKey: 'מפתח API',
    keySaved: 'שמור מפתח שמסתיים ב-{{last4}}. השאירו ריק כדי לשמור עליו.',
    keyUnreadable: 'אי אפשר עוד לקרוא את המפתח השמור כי סוד האסימונים של השרת השתנה. הזינו אותו שוב.',
    keyOptional: 'שרתים במחשב הזה בדרך כלל לא צריכים מפתח.',
    removeKey: 'הסרת המפתח השמור',
  },
  actions: {
    test: 'בדיקת חיבור',
    testing: 'בודקים…',
    save: 'שמירה',
    saved: 'נשמר. יצירות חדשות משתמשות במודל הזה מעכשיו.',
    disconnect: 'ניתוק',
    disconnected: 'נותק. Folio חוזר להשתמש במלחין המובנה.',
  },
  environment: 'סביבת השרת קובעת את המודל ({{variables}}) וגוברת על מה שנשמר כאן עד שההגדרות האלה יוסרו. בשימוש כעת: {{model}} בכתובת {{baseUrl}}.',
  current: {
    none: 'לא מחובר מודל: המלחין המובנה כותב את המצגות.',
    saved: 'מחובר: {{model}}',
  },
  test: {
    reachable: 'השרת זמין',
    authorised: 'המפתח התקבל',
    modelFound: 'המודל נמצא',
    streams: 'התשובה מגיעה בזרימה',
    firstToken: 'האסימון הראשון אחרי {{ms}} אלפיות שנייה',
    models: 'מודלים בשרת הזה: {{models}}',
    verdict: {
      ok: 'מחובר: המודל ענה.',
      unreachable: 'לא זמין: שום דבר לא עונה בכתובת הזו.',
      unauthorised: 'אין הרשאה: השרת דחה את המפתח.',
      model_not_found: 'המודל לא נמצא בשרת הזה.',
      no_stream: 'השרת ענה, אבל המודל לא שלח תשובה בזרימה.',
    },
  },
  notice: {
    title: 'לא מחובר מודל בינה מלאכותית',
    can: 'המלחין המובנה עובד במצב לא מקוון. הוא מתכנן מתווה ובונה שקופיות מהבקשה שלכם, ועובד הכי טוב עם מסמכים שתוסיפו: הוא משתמש בסעיפים, במספרים, בציטוטים ובטבלאות שלהם.',
    cannot: 'הוא לא כותב טקסט חדש על נושא, לא מתרגם ולא ממלא בקשות חופשיות בצ׳אט. מודל מחובר עושה זאת.',
    connect: 'חיבור מודל',
    askOwner: 'מי שמנהל את ה-Folio הזה יכול לחבר מודל.',
  },
};

export default iw;
