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

/** The scripts that pick fallback fonts: every script present except Common, Inherited and unnamed ones. */
export function scriptsIn(text: string): Set<ScriptTag> {
  const codePoints = new Set<number>();
  for (const char of text) codePoints.add(char.codePointAt(0)!);
  const scripts = new Set<ScriptTag>();
  for (const codePoint of codePoints) {
    const script = scriptOf(codePoint);
    if (!isNeutralScript(script) && script !== UNKNOWN) scripts.add(script);
  }
  return scripts;
}
