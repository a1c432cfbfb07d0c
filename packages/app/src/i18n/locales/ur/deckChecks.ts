import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'اس سلائیڈ پر جانچنے کو: {{count}}',
  list: 'سلائیڈ {{n}} کی جانچ',
  codes: {
    overflow: 'مواد سلائیڈ سے {{by}} px لمبا ہے',
    'text-clipped': 'متن کنارے پر کٹ رہا ہے: ”{{text}}“',
    'text-overlap': 'متن دوسرے بلاک پر چڑھ رہا ہے: ”{{text}}“',
    'small-text': '{{size}} px کا متن ہال کے پیچھے سے پڑھنے کے لیے بہت چھوٹا ہے (کم از کم {{min}} px): ”{{text}}“',
    'low-contrast': 'کم کنٹراسٹ، {{ratio}}:1 جبکہ {{needed}}:1 چاہیے: ”{{text}}“',
    'leftover-hint': 'اشارے والی خالی سطر: ایکسپورٹ میں وہاں خالی جگہ دکھتی ہے',
    'placeholder-text': 'سلائیڈ پر پلیس ہولڈر متن رہ گیا ہے: ”{{text}}“',
    'cut-text': '”…“ سے کٹا ہوا متن: ”{{text}}“',
    'repeated-picture': 'سلائیڈ {{n}} والی ہی تصویر',
    'empty-slide': 'اس سلائیڈ پر کچھ نہیں دکھایا گیا',
  },
};

export default translations;
