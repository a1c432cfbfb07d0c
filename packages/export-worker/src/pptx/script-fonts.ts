import { effectiveLang, fallbackFamily, scriptsIn } from '@folio/renderer';
import { catalogueFace, officeFace } from './office-face.ts';
import { SLIDE_PART } from './package-parts.ts';

/**
 * PowerPoint draws a run's right-to-left and Indic letters with its `cs` font and its Chinese,
 * Japanese and Korean ones with its `ea` font; pptxgenjs names the theme family for all three.
 * The theme families have none of those letters, so the renderer draws them with its Noto
 * fallbacks (fallbackFamily). This names the same fallbacks in each run that holds such
 * letters, so PowerPoint measures and draws them as the editor does (embedFonts carries
 * them). A run has one font per slot: a run is cut where its letters change script, and a
 * word mixing Hebrew and Arabic letters gets the first one's.
 *
 * The renderer draws a run's spaces, Latin letters, digits and punctuation (quotes, dashes)
 * with the theme's font, which has them; LibreOffice gives such characters the slot of the
 * letters around them, and would set the quotes in a Chinese sentence in the CJK font's
 * full-width forms, which then breaks its line a second time. So those stretches stay runs of
 * their own, their slots still naming the theme's family.
 */
const COMPLEX = new Set(['Arab', 'Hebr', 'Deva', 'Thai']);
const EAST_ASIAN = new Set(['Hira', 'Kana', 'Hang', 'Bopo', 'Hani']);
/** pptxgenjs tags every run it is given no language for as US English. */
const UNTAGGED = 'en-US';

export function nameScriptFonts(xml: Record<string, string>): void {
  for (const path of Object.keys(xml)) {
    if (!SLIDE_PART.test(path)) continue;
    xml[path] = xml[path]!.replace(/<a:r><a:rPr\b([^>]*)>([\s\S]*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/g, (run, attributes: string, properties: string, text: string) => {
      if (!scriptFonts(text)) return run;
      const tagged = attributes.match(/\slang="([^"]+)"/)?.[1];
      // As the renderer does: kana make a run Japanese and Hangul Korean, for its Han letters too.
      const lang = effectiveLang(text, tagged === UNTAGGED ? undefined : tagged);
      return themeStretches(text)
        .map(({ text: part, theme }) => {
          const fonts = theme ? undefined : scriptFonts(part);
          if (!fonts) return `<a:r><a:rPr${attributes}>${properties}</a:rPr><a:t>${part}</a:t></a:r>`;
          let changed = properties;
          if (fonts.complex) changed = changed.replace(/<a:cs typeface="[^"]*"/, `<a:cs typeface="${fallbackFamily(fonts.complex, lang)}"`);
          if (fonts.eastAsian) changed = changed.replace(/<a:ea typeface="[^"]*"/, `<a:ea typeface="${fallbackFamily(fonts.eastAsian, lang)}"`);
          const family = fallbackFamily((fonts.complex ?? fonts.eastAsian)!, lang);
          const bold = fallbackBold(attributes, properties, family);
          // Bold would ask for a bold face of the theme's named weight, which has none: the run
          // holds only the fallback's letters, so its other slots name the fallback too.
          const themeFace = properties.match(/<a:latin typeface="([^"]*)"/)?.[1];
          if (bold !== attributes && themeFace) changed = changed.replaceAll(`typeface="${themeFace}"`, `typeface="${family}"`);
          return `<a:r><a:rPr${bold}>${changed}</a:rPr><a:t>${part}</a:t></a:r>`;
        })
        .join('');
    });
  }
  nameChartScriptFonts(xml);
}

/** The first complex and East Asian script of the text, or undefined when it has neither. */
function scriptFonts(text: string): { complex?: string; eastAsian?: string } | undefined {
  const scripts = [...scriptsIn(text)];
  const complex = scripts.find((script) => COMPLEX.has(script));
  const eastAsian = scripts.find((script) => EAST_ASIAN.has(script));
  return complex || eastAsian ? { ...(complex ? { complex } : {}), ...(eastAsian ? { eastAsian } : {}) } : undefined;
}

/**
 * The run's attributes for its script letters, bold as the renderer draws them: a run in a
 * theme face of its own weight ("DM Sans SemiBold", not bold) asks the fallback family, which
 * has only 400 and 700, for 600, and CSS matching gives it 700: bold, which the run must then
 * say, or the viewer sets those letters regular.
 */
function fallbackBold(attributes: string, properties: string, family: string): string {
  const typeface = properties.match(/<a:latin typeface="([^"]+)"/)?.[1];
  const bold = /\sb="1"/.test(attributes);
  const italic = /\si="1"/.test(attributes);
  const face = typeface ? catalogueFace(typeface, bold, italic) : undefined;
  if (!face) return attributes;
  const wanted = officeFace(family, face.weight, italic).bold;
  if (wanted === bold) return attributes;
  const plain = attributes.replace(/\sb="[01]"/, '');
  return wanted ? `${plain} b="1"` : plain;
}

/**
 * A run's text cut where it turns from characters every theme font has (Latin letters,
 * digits, spaces, general punctuation and currency signs) to others and back. Joiners and
 * directional marks stay with the letters they join or direct.
 */
export function themeStretches(text: string): { text: string; theme: boolean }[] {
  const out: { text: string; theme: boolean }[] = [];
  for (const char of text) {
    const theme = THEME_CHARACTERS.test(char);
    const last = out.at(-1);
    if (last && last.theme === theme) last.text += char;
    else out.push({ text: char, theme });
  }
  return out;
}

const THEME_CHARACTERS = /^[\u0000-\u024f\u2010-\u2027\u2030-\u205e\u20a0-\u20bf]$/u;

/**
 * A chart's text properties name one Latin family for its title, axes, labels and legend,
 * each of which PowerPoint draws from several cells: a chart whose words are in a complex
 * or East Asian script gets the renderer's fallback for that script named beside every Latin
 * family, so its category labels are set in the Arabic font as in the editor, not a substitute.
 */
function nameChartScriptFonts(xml: Record<string, string>): void {
  for (const path of Object.keys(xml)) {
    if (!/^ppt\/charts\/chart\d+\.xml$/.test(path)) continue;
    const chart = xml[path]!;
    const words = [...chart.matchAll(/<(?:c:v|a:t)>([^<]*)<\/(?:c:v|a:t)>/g)].map((match) => match[1]).join(' ');
    const scripts = [...scriptsIn(words)];
    const complex = scripts.find((script) => COMPLEX.has(script));
    const eastAsian = scripts.find((script) => EAST_ASIAN.has(script));
    if (!complex && !eastAsian) continue;
    const lang = effectiveLang(words, undefined);
    const slots = `${eastAsian ? `<a:ea typeface="${fallbackFamily(eastAsian, lang)}"/>` : ''}${complex ? `<a:cs typeface="${fallbackFamily(complex, lang)}"/>` : ''}`;
    // Latin, East Asian, complex: the order CT_TextCharacterProperties wants.
    xml[path] = chart.replace(/(<a:latin typeface="[^"]*"\/>)(?!\s*<a:(?:ea|cs)\b)/g, `$1${slots}`);
  }
}
