import { SLIDE_PART } from './package-parts.ts';

/**
 * A list item's marker in the font of its first run, as the renderer draws it. pptxgenjs
 * names no font for a bullet, which LibreOffice then draws in its own symbol font (a smaller
 * •), and the theme's heading font for numbers; `buFont` goes between the marker's size and
 * the marker itself, where CT_TextParagraphProperties wants it. Edits the XML parts in place.
 */
export function nameBulletFonts(xml: Record<string, string>): void {
  for (const path of Object.keys(xml)) {
    if (!SLIDE_PART.test(path)) continue;
    xml[path] = xml[path]!.replace(/<a:p>(<a:pPr\b[^>]*>)([\s\S]*?)<\/a:pPr>([\s\S]*?)<\/a:p>/g, (paragraph, open: string, properties: string, rest: string) => {
      const typeface = rest.match(/<a:latin typeface="([^"]+)"/)?.[1];
      if (!typeface || !/<a:bu(?:Char|AutoNum)\b/.test(properties)) return paragraph;
      const marked = properties.replace(/<a:buFont\b[^>]*\/>/, '').replace(/<a:bu(?:Char|AutoNum)\b/, (marker) => `<a:buFont typeface="${typeface}"/>${marker}`);
      return `<a:p>${open}${marked}</a:pPr>${rest}</a:p>`;
    });
  }
}
