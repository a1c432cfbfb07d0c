import { scriptsIn, type FontRegistry } from '@folio/renderer';
import { catalogueFace, officeFace } from './office-face.ts';
import { SLIDE_PART } from './package-parts.ts';

/**
 * Letters a theme font lacks, in runs that name the font the renderer draws them with.
 *
 * DM Sans has "â" and a combining grave but no "ầ" (U+1EA7), nor most precomposed
 * Vietnamese letters; the renderer draws each grapheme its styled face cannot draw whole
 * with the first fallback that can (FontRegistry.fallback: Inter for Latin letters). A run
 * naming DM Sans left the choice to the viewer: LibreOffice 7.4 set "ạ" in DejaVu Sans and
 * "ầ" in DM Sans as "â" and a grave it then did not draw at 14.4 pt ("Phần" read "Phân").
 * So a run is cut where the face the renderer picks changes, and the pieces drawn with a
 * fallback name it in their Latin slot, at the weight the renderer matched, so the viewer
 * draws those letters with the editor's font (embedFonts carries it).
 *
 * Letters of complex and East Asian scripts go to the `cs` and `ea` slots, which
 * script-fonts.ts names; runs holding any are left to it.
 */
const LATIN_SLOT_SCRIPTS = new Set(['Latn', 'Grek', 'Cyrl']);
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function nameFallbackFonts(xml: Record<string, string>, fonts: FontRegistry): void {
  for (const path of Object.keys(xml)) {
    if (!SLIDE_PART.test(path)) continue;
    xml[path] = xml[path]!.replace(/<a:r><a:rPr\b([^>]*)>([\s\S]*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/g, (run, attributes: string, properties: string, escaped: string) => {
      const pieces = fallbackPieces(unescapeXml(escaped), attributes, properties, fonts);
      if (!pieces) return run;
      return pieces
        .map(({ text, family, weight, italic }) => {
          if (!family) return `<a:r><a:rPr${attributes}>${properties}</a:rPr><a:t>${escapeXml(text)}</a:t></a:r>`;
          const face = officeFace(family, weight, italic);
          const bold = attributes.replace(/\sb="[01]"/, '') + (face.bold ? ' b="1"' : '');
          const latin = properties.replace(/<a:latin typeface="[^"]*"/, `<a:latin typeface="${escapeXml(face.typeface)}"`);
          return `<a:r><a:rPr${bold}>${latin}</a:rPr><a:t>${escapeXml(text)}</a:t></a:r>`;
        })
        .join('');
    });
  }
}

interface Piece {
  text: string;
  /** the fallback family these letters are drawn in, or undefined for the run's own face */
  family?: string;
  weight: number;
  italic: boolean;
}

/** The run's text cut where the renderer's face changes, or undefined when its own face draws all of it. */
function fallbackPieces(text: string, attributes: string, properties: string, fonts: FontRegistry): Piece[] | undefined {
  const typeface = properties.match(/<a:latin typeface="([^"]+)"/)?.[1];
  if (!typeface) return undefined;
  const bold = /\sb="1"/.test(attributes);
  const italic = /\si="1"/.test(attributes);
  // A family without italics is asked for its upright face, which the renderer slants.
  const entry = catalogueFace(unescapeXml(typeface), bold, italic) ?? catalogueFace(unescapeXml(typeface), bold, false);
  if (!entry) return undefined;
  const style = italic ? 'italic' : 'normal';
  const styled = fonts.resolve({ family: entry.family, weight: entry.weight, style });
  // Most runs: the face draws every letter, so no grapheme falls back.
  if (fonts.covers(styled, codePointsOf(text)) || ![...scriptsIn(text)].every((script) => LATIN_SLOT_SCRIPTS.has(script))) return undefined;
  const pieces: Piece[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const codePoints = [...segment].map((char) => char.codePointAt(0)!);
    const script = [...scriptsIn(segment)][0] ?? 'Latn';
    const face = fonts.fallback(styled, { codePoints, script, lang: undefined, weight: entry.weight, style });
    const family = face === styled ? undefined : face.entry.family;
    const last = pieces.at(-1);
    if (last && last.family === family) last.text += segment;
    else pieces.push({ text: segment, family, weight: entry.weight, italic });
  }
  return pieces.some((piece) => piece.family) ? pieces : undefined;
}

function* codePointsOf(text: string): Iterable<number> {
  for (const char of text) yield char.codePointAt(0)!;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]!);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
