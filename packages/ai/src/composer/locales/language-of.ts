import type { LanguageId } from '@folio/contracts';

/** Common words (and the chat's own verbs) of the languages written in Latin letters. */
const WORDS: Array<[LanguageId, ReadonlySet<string>]> = (
  [
    ['en', 'the a an and of to in on for with is are this that slide slides add delete remove rename move make about it shorten expand theme after before please what how our your'],
    ['fr', "le la les des une un du de et est sur pour avec cette ce diapositive diapositives ajoute ajouter supprime supprimer renomme déplace raccourcis thème après avant dans au aux qui que ne pas nos notre plaît l d"],
    ['de', 'der die das und ist ein eine einen mit für auf den dem des folie folien füge hinzu lösche entferne verschiebe kürze diese dieser über nach vor nicht zu bitte im von'],
    ['es', 'el la los las un una y es de del en con para por sobre esta este diapositiva diapositivas añade agrega elimina borra mueve acorta tema después antes que nuestro nuestra'],
    ['it', 'il lo la gli le un una e è di del della con per su questa questo diapositiva aggiungi elimina rimuovi sposta accorcia dopo prima che non nostro'],
    ['pt', 'o a os as um uma e é de do da dos das em no na com para por sobre este esta adicione adiciona remova exclua mova encurte depois antes que não nosso'],
    ['tr', 've bir bu için ile da de slayt slaytı ekle sil taşı kısalt hakkında sonra önce ne değil olan gibi'],
    ['vi', 'và của là các một cho với trang chiếu thêm xóa di chuyển rút gọn về sau trước này không những'],
    ['id', 'dan yang di ke dari untuk dengan ini itu tambahkan hapus pindahkan persingkat tentang setelah sebelum tidak adalah'],
  ] as const
).map(([language, words]) => [language, new Set(words.split(' '))]);

const TRADITIONAL = /[這個們來說為頁張題換將於與麼體標刪時會對開關點後請幫簡]/gu;
const SIMPLIFIED = /[这个们来说为页张题换将于与么体标删时会对开关点后请帮简]/gu;

/** The language `text` is written in, by its script and then its common words; undefined when it does not tell. */
export function languageOf(text: string): LanguageId | undefined {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Thai}/u.test(text)) return 'th';
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Hebrew}/u.test(text)) return 'iw';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  if (/\p{Script=Arabic}/u.test(text)) {
    if (/[ےںٹڈڑ]/u.test(text)) return 'ur';
    if (/[ةيىك]/u.test(text)) return 'ar';
    return /[یکگپچژ]/u.test(text) ? 'fa' : 'ar';
  }
  if (/\p{Script=Han}/u.test(text)) return (text.match(TRADITIONAL)?.length ?? 0) > (text.match(SIMPLIFIED)?.length ?? 0) ? 'zh-TW' : 'zh-CN';
  if (/[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđơư]/iu.test(text)) return 'vi';
  if (/[ığş]/u.test(text)) return 'tr';
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  let best: { language: LanguageId; score: number } | undefined;
  for (const [language, common] of WORDS) {
    const score = words.filter((word) => common.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { language, score };
  }
  return best?.language;
}
