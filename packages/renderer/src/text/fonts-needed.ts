import { FALLBACK_FAMILY, fallbackFamilies } from '../fonts/manifest.ts';
import type { FontRequest } from '../fonts/match.ts';
import { UNKNOWN, effectiveLang, extensionScripts, isNeutralScript, scriptOf } from '../fonts/script.ts';
import type { ParagraphInput } from './types.ts';

/**
 * The faces layoutText may use for these paragraphs: each span's face, the fallback
 * family of every script in it (and of the extension scripts of shared characters), and Inter at the span's weight for anything else. Exactly
 * the set the fallback consults, so layout does not depend on what else happens to be
 * loaded; CJK faces (~10 MB) are requested only when Han, kana or Hangul is present.
 */
export function fontsNeededFor(paragraphs: readonly ParagraphInput[]): FontRequest[] {
  const requests = new Map<string, FontRequest>();
  const add = (request: FontRequest): void => {
    requests.set(`${request.family}|${request.weight}|${request.style}`, request);
  };
  for (const paragraph of paragraphs) {
    const lang = effectiveLang(paragraph.spans.map((span) => span.text).join(''), paragraph.lang);
    for (const { text, style } of paragraph.spans) {
      const base = { weight: style.fontWeight, style: style.italic ? ('italic' as const) : ('normal' as const) };
      add({ family: style.fontFamily, ...base });
      add({ family: FALLBACK_FAMILY, ...base });
      const scripts = new Set<string>();
      for (const char of text) {
        const codePoint = char.codePointAt(0)!;
        scripts.add(scriptOf(codePoint));
        for (const extension of extensionScripts(codePoint)) scripts.add(extension);
      }
      for (const script of scripts) {
        if (isNeutralScript(script) || script === UNKNOWN) continue;
        for (const family of fallbackFamilies(script, lang)) add({ family, ...base });
      }
    }
  }
  return [...requests.values()];
}
