import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'برای بررسی در این اسلاید: {{count}}',
  list: 'بررسی‌های اسلاید {{n}}',
  codes: {
    overflow: 'محتوا {{by}} px از اسلاید بلندتر است',
    'text-clipped': 'متن در لبه بریده شده: «{{text}}»',
    'text-overlap': 'متن روی بلوک دیگری رفته: «{{text}}»',
    'small-text': 'متن {{size}} px برای خواندن از انتهای سالن خیلی کوچک است (دست‌کم {{min}} px): «{{text}}»',
    'low-contrast': 'کنتراست کم، {{ratio}}:1 در حالی که {{needed}}:1 لازم است: «{{text}}»',
    'leftover-hint': 'خط خالی با راهنما: در خروجی آنجا فضای خالی دیده می‌شود',
    'placeholder-text': 'متن جای‌نگهدار روی اسلاید مانده: «{{text}}»',
    'cut-text': 'متن بریده‌شده با «…»: «{{text}}»',
    'repeated-picture': 'همان تصویر اسلاید {{n}}',
    'empty-slide': 'در این اسلاید چیزی نمایش داده نمی‌شود',
  },
};

export default translations;
