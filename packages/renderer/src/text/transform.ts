import type { TextSpan, TextTransform } from './types.ts';

export interface TransformedText {
  /** the displayed text: spans concatenated, each after its text-transform */
  text: string;
  /** span index of every UTF-16 unit of `text` */
  spanOf: Uint16Array;
  /**
   * source offset (in the untransformed concatenation) of every unit of `text`, plus one
   * trailing entry for the end. Case mappings can change length ('ß' → 'SS'), and callers
   * (caret, selection) need offsets in the text the author typed.
   */
  sourceOffset: Uint32Array;
}

/** A letter is capitalized when it starts a word: nothing before it, or no letter, mark, digit or apostrophe. */
const WORD_PART = /[\p{L}\p{M}\p{N}'’]/u;

export function transformSpans(spans: readonly TextSpan[], lang: string | undefined): TransformedText {
  const parts: string[] = [];
  const spanOf: number[] = [];
  const sourceOffset: number[] = [];
  let source = 0;
  let previous = '';
  spans.forEach((span, spanIndex) => {
    const pieces = transformSpan(span.text, span.style.textTransform, lang, previous);
    for (const [sourceLength, piece] of pieces) {
      parts.push(piece);
      const sameLength = piece.length === sourceLength;
      for (let i = 0; i < piece.length; i += 1) {
        spanOf.push(spanIndex);
        sourceOffset.push(sameLength ? source + i : source);
      }
      source += sourceLength;
    }
    previous = span.text.slice(-1) || previous;
  });
  sourceOffset.push(source);
  return { text: parts.join(''), spanOf: Uint16Array.from(spanOf), sourceOffset: Uint32Array.from(sourceOffset) };
}

/** Pairs of (source length, output) in order; per code point when a case mapping changed the length. */
function transformSpan(text: string, transform: TextTransform, lang: string | undefined, before: string): [number, string][] {
  if (transform === 'none') return [[text.length, text]];
  if (transform !== 'capitalize') {
    const whole = transform === 'uppercase' ? text.toLocaleUpperCase(lang) : text.toLocaleLowerCase(lang);
    // Same length: keep context-sensitive mappings such as the Greek final sigma.
    if (whole.length === text.length) return [[text.length, whole]];
  }
  const out: [number, string][] = [];
  let previous = before;
  for (const char of text) {
    let mapped = char;
    if (transform === 'uppercase') mapped = char.toLocaleUpperCase(lang);
    else if (transform === 'lowercase') mapped = char.toLocaleLowerCase(lang);
    else if (!WORD_PART.test(previous)) mapped = char.toLocaleUpperCase(lang);
    out.push([char.length, mapped]);
    previous = char;
  }
  return out;
}
