import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'گزینه‌های ارائه',
  fromBeginning: 'از ابتدا',
  fromCurrent: 'از اسلاید فعلی',
  withNotes: 'نمای ارائه‌دهنده: یادداشت‌ها اینجا، اسلایدها در پنجره‌ای جدید',
  audienceNote: 'مخاطبان اسلایدها را در پنجرهٔ دیگر می‌بینند. برای تمام‌صفحه، روی آن کلیک کنید یا آنجا F را بزنید.',
  blockedTitle: 'پنجرهٔ مخاطبان مسدود شد',
  blockedText: 'مرورگر شما نگذاشت این صفحه پنجره‌ای برای اسلایدها باز کند. پنجره‌های بازشو را برای این سایت مجاز کنید و دوباره امتحان کنید، یا در همین پنجره ارائه دهید: در این صورت مخاطبان اسلایدها را بدون یادداشت‌های شما می‌بینند.',
  presentHere: 'ارائه در همین پنجره',
  tryAgain: 'تلاش دوباره',
  cancel: 'لغو',
  loading: 'در حال بارگیری اسلایدها…',
};

export default translations;
