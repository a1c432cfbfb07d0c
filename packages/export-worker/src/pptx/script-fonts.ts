import { strFromU8, strToU8 } from 'fflate';
import { fallbackFamily } from '@folio/renderer';

/**
 * PowerPoint draws a run's right-to-left and Indic letters with its `cs` font and its Chinese,
 * Japanese and Korean ones with its `ea` font; pptxgenjs names the theme family for all three.
 * The theme families have none of those letters, so the renderer draws them with its Noto
 * fallbacks (fallbackFamily). This names the same fallbacks in each run that holds such
 * letters, so PowerPoint measures and draws them as the editor does (and embedFonts carries
 * them where they are small enough).
 */
const COMPLEX: readonly (readonly [string, RegExp])[] = [
  ['Arab', /\p{sc=Arab}/u],
  ['Hebr', /\p{sc=Hebr}/u],
  ['Deva', /\p{sc=Deva}/u],
  ['Thai', /\p{sc=Thai}/u],
];
/** Kana and Hangul first: they say which language's Han glyphs a run wants. */
const EAST_ASIAN: readonly (readonly [string, RegExp])[] = [
  ['Hira', /\p{sc=Hira}/u],
  ['Kana', /\p{sc=Kana}/u],
  ['Hang', /\p{sc=Hang}/u],
  ['Bopo', /\p{sc=Bopo}/u],
  ['Hani', /\p{sc=Hani}/u],
];
/** pptxgenjs tags every run it is given no language for as US English. */
const UNTAGGED = 'en-US';

export function nameScriptFonts(files: Record<string, Uint8Array>): void {
  for (const path of Object.keys(files)) {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(path)) continue;
    const xml = strFromU8(files[path]!);
    const named = xml.replace(/<a:r><a:rPr\b([^>]*)>([\s\S]*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/g, (run, attributes: string, properties: string, text: string) => {
      const lang = attributes.match(/\slang="([^"]+)"/)?.[1];
      const complex = COMPLEX.find(([, letters]) => letters.test(text))?.[0];
      const eastAsian = EAST_ASIAN.find(([, letters]) => letters.test(text))?.[0];
      if (!complex && !eastAsian) return run;
      let changed = properties;
      if (complex) changed = changed.replace(/<a:cs typeface="[^"]*"/, `<a:cs typeface="${fallbackFamily(complex, undefined)}"`);
      if (eastAsian) changed = changed.replace(/<a:ea typeface="[^"]*"/, `<a:ea typeface="${fallbackFamily(eastAsian, lang === UNTAGGED ? undefined : lang)}"`);
      return `<a:r><a:rPr${attributes}>${changed}</a:rPr><a:t>${text}</a:t></a:r>`;
    });
    if (named !== xml) files[path] = strToU8(named);
  }
}
