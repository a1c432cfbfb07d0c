import { strFromU8, strToU8 } from 'fflate';
import { effectiveLang, fallbackFamily, scriptsIn } from '@folio/renderer';

/**
 * PowerPoint draws a run's right-to-left and Indic letters with its `cs` font and its Chinese,
 * Japanese and Korean ones with its `ea` font; pptxgenjs names the theme family for all three.
 * The theme families have none of those letters, so the renderer draws them with its Noto
 * fallbacks (fallbackFamily). This names the same fallbacks in each run that holds such
 * letters, so PowerPoint measures and draws them as the editor does (embedFonts carries
 * them). A run has one font per slot: a run mixing Hebrew and Arabic gets the first one's.
 */
const COMPLEX = new Set(['Arab', 'Hebr', 'Deva', 'Thai']);
const EAST_ASIAN = new Set(['Hira', 'Kana', 'Hang', 'Bopo', 'Hani']);
/** pptxgenjs tags every run it is given no language for as US English. */
const UNTAGGED = 'en-US';

export function nameScriptFonts(files: Record<string, Uint8Array>): void {
  for (const path of Object.keys(files)) {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(path)) continue;
    const xml = strFromU8(files[path]!);
    const named = xml.replace(/<a:r><a:rPr\b([^>]*)>([\s\S]*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/g, (run, attributes: string, properties: string, text: string) => {
      const scripts = [...scriptsIn(text)];
      const complex = scripts.find((script) => COMPLEX.has(script));
      const eastAsian = scripts.find((script) => EAST_ASIAN.has(script));
      if (!complex && !eastAsian) return run;
      const tagged = attributes.match(/\slang="([^"]+)"/)?.[1];
      // As the renderer does: kana make a run Japanese and Hangul Korean, for its Han letters too.
      const lang = effectiveLang(text, tagged === UNTAGGED ? undefined : tagged);
      let changed = properties;
      if (complex) changed = changed.replace(/<a:cs typeface="[^"]*"/, `<a:cs typeface="${fallbackFamily(complex, lang)}"`);
      if (eastAsian) changed = changed.replace(/<a:ea typeface="[^"]*"/, `<a:ea typeface="${fallbackFamily(eastAsian, lang)}"`);
      return `<a:r><a:rPr${attributes}>${changed}</a:rPr><a:t>${text}</a:t></a:r>`;
    });
    if (named !== xml) files[path] = strToU8(named);
  }
  nameChartScriptFonts(files);
}

/**
 * A chart's text properties name one Latin family for its title, axes, labels and legend,
 * each of which PowerPoint draws from several cells: a chart whose words are in a complex
 * or East Asian script gets the renderer's fallback for that script named beside every Latin
 * family, so its category labels are set in the Arabic font as in the editor, not a substitute.
 */
function nameChartScriptFonts(files: Record<string, Uint8Array>): void {
  for (const path of Object.keys(files)) {
    if (!/^ppt\/charts\/chart\d+\.xml$/.test(path)) continue;
    const xml = strFromU8(files[path]!);
    const words = [...xml.matchAll(/<(?:c:v|a:t)>([^<]*)<\/(?:c:v|a:t)>/g)].map((match) => match[1]).join(' ');
    const scripts = [...scriptsIn(words)];
    const complex = scripts.find((script) => COMPLEX.has(script));
    const eastAsian = scripts.find((script) => EAST_ASIAN.has(script));
    if (!complex && !eastAsian) continue;
    const lang = effectiveLang(words, undefined);
    const slots = `${eastAsian ? `<a:ea typeface="${fallbackFamily(eastAsian, lang)}"/>` : ''}${complex ? `<a:cs typeface="${fallbackFamily(complex, lang)}"/>` : ''}`;
    // Latin, East Asian, complex: the order CT_TextCharacterProperties wants.
    const named = xml.replace(/(<a:latin typeface="[^"]*"\/>)(?!\s*<a:(?:ea|cs)\b)/g, `$1${slots}`);
    if (named !== xml) files[path] = strToU8(named);
  }
}
