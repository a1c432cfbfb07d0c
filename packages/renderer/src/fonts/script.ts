/**
 * Unicode script of a code point, as an ISO 15924 tag (what HarfBuzz takes). Only the
 * scripts we itemise or pick fonts by are named; anything else is `Zzzz` and HarfBuzz
 * guesses it. Property escapes keep the tables in the JS engine instead of in our bundle.
 */

export type ScriptTag = string;

export const COMMON: ScriptTag = 'Zyyy';
export const INHERITED: ScriptTag = 'Zinh';
export const UNKNOWN: ScriptTag = 'Zzzz';

const SCRIPTS: readonly (readonly [ScriptTag, RegExp])[] = [
  ['Latn', /\p{sc=Latn}/u],
  ['Zyyy', /\p{sc=Zyyy}/u],
  ['Zinh', /\p{sc=Zinh}/u],
  ['Cyrl', /\p{sc=Cyrl}/u],
  ['Grek', /\p{sc=Grek}/u],
  ['Arab', /\p{sc=Arab}/u],
  ['Hebr', /\p{sc=Hebr}/u],
  ['Deva', /\p{sc=Deva}/u],
  ['Thai', /\p{sc=Thai}/u],
  ['Hani', /\p{sc=Hani}/u],
  ['Hira', /\p{sc=Hira}/u],
  ['Kana', /\p{sc=Kana}/u],
  ['Hang', /\p{sc=Hang}/u],
  ['Bopo', /\p{sc=Bopo}/u],
  ['Laoo', /\p{sc=Laoo}/u],
  ['Khmr', /\p{sc=Khmr}/u],
  ['Mymr', /\p{sc=Mymr}/u],
];

export function scriptOf(codePoint: number): ScriptTag {
  if (codePoint < 0x80) {
    const lower = codePoint | 0x20;
    return lower >= 0x61 && lower <= 0x7a ? 'Latn' : COMMON;
  }
  const char = String.fromCodePoint(codePoint);
  for (const [tag, pattern] of SCRIPTS) {
    if (pattern.test(char)) return tag;
  }
  return UNKNOWN;
}

/** The scripts with a fallback family, in the order their fonts are tried for a shared character. */
const EXTENSION_SCRIPTS: readonly (readonly [ScriptTag, RegExp])[] = [
  ['Arab', /\p{scx=Arab}/u],
  ['Hebr', /\p{scx=Hebr}/u],
  ['Deva', /\p{scx=Deva}/u],
  ['Thai', /\p{scx=Thai}/u],
  ['Hani', /\p{scx=Hani}/u],
  ['Hira', /\p{scx=Hira}/u],
  ['Kana', /\p{scx=Kana}/u],
  ['Hang', /\p{scx=Hang}/u],
  ['Bopo', /\p{scx=Bopo}/u],
];

/**
 * Not a script but a kind of character with its own fallback font (ISO 15924 'Zsye').
 * Emoji are Common; only those shown as emoji by default, the supplementary pictographs
 * and the emoji variation selector pick the emoji font, so '©' or '↔' in a theme's text
 * font do not load it.
 */
export const EMOJI: ScriptTag = 'Zsye';
const EMOJI_CHAR = /\p{Emoji_Presentation}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

function isEmoji(codePoint: number, char: string): boolean {
  return codePoint === 0xfe0f || EMOJI_CHAR.test(char) || (codePoint >= 0x1f000 && PICTOGRAPH.test(char));
}

/**
 * East Asian width forms ('）', 'Ａ', '、') and the Latin presentation ligatures ('ﬁ'): some are
 * Latin or Common by script, yet Latin fonts rarely draw them (Inter has neither '）' nor
 * 'ﬁ') while every CJK family does, so they fall back to Han's.
 */
const CJK_FONT_FORMS = /[\u3000-\u303f\uff00-\uffef\ufb00-\ufb06]/u;

/** Shared by a Latin-like script: the Latin fonts every theme uses already draw it. */
const LATIN_LIKE = /[\p{scx=Latn}\p{scx=Grek}\p{scx=Cyrl}]/u;

const extensionCache = new Map<number, readonly ScriptTag[]>();

/**
 * The scripts (among those with fallback fonts) that a Common or Inherited character belongs
 * to by its Script_Extensions: '؟' is Arabic, '。' is Han, kana and Hangul. A Latin word
 * followed by '؟' gives the mark the Latin script, and no Latin font draws it, so fallback
 * tries these next. Emoji give EMOJI. Empty for characters Latin-like scripts share, such as '·'.
 */
export function extensionScripts(codePoint: number): readonly ScriptTag[] {
  if (codePoint < 0x80) return [];
  let scripts = extensionCache.get(codePoint);
  if (!scripts) {
    const char = String.fromCodePoint(codePoint);
    if (LATIN_LIKE.test(char) || !isNeutralScript(scriptOf(codePoint))) scripts = [];
    else if (isEmoji(codePoint, char)) scripts = [EMOJI];
    else scripts = EXTENSION_SCRIPTS.filter(([, pattern]) => pattern.test(char)).map(([tag]) => tag);
    if (scripts.length === 0 && CJK_FONT_FORMS.test(char)) scripts = ['Hani'];
    extensionCache.set(codePoint, scripts);
  }
  return scripts;
}

/** Common and Inherited characters take the script of their neighbours (UAX #24). */
export function isNeutralScript(script: ScriptTag): boolean {
  return script === COMMON || script === INHERITED;
}

/**
 * Scripts written without spaces between words whose break opportunities need a
 * dictionary (UAX #14 class SA); `linebreak` treats them as one long word.
 */
export function isDictionaryBreakScript(script: ScriptTag): boolean {
  return script === 'Thai' || script === 'Laoo' || script === 'Khmr' || script === 'Mymr';
}

/**
 * The language used to choose Han glyphs when the author gave none: text with kana is
 * Japanese and text with Hangul is Korean, so their kanji/hanja match the kana's font
 * instead of switching to Simplified Chinese shapes mid-sentence.
 */
export function effectiveLang(text: string, lang: string | undefined): string | undefined {
  if (lang) return lang;
  if (/[\p{sc=Hira}\p{sc=Kana}]/u.test(text)) return 'ja';
  if (/\p{sc=Hang}/u.test(text)) return 'ko';
  return undefined;
}

/** The scripts that pick fallback fonts: every script present except Common, Inherited and unnamed ones, and the extension scripts of shared characters. */
export function scriptsIn(text: string): Set<ScriptTag> {
  const codePoints = new Set<number>();
  for (const char of text) codePoints.add(char.codePointAt(0)!);
  const scripts = new Set<ScriptTag>();
  for (const codePoint of codePoints) {
    const script = scriptOf(codePoint);
    if (!isNeutralScript(script) && script !== UNKNOWN) scripts.add(script);
    for (const extension of extensionScripts(codePoint)) scripts.add(extension);
  }
  return scripts;
}
