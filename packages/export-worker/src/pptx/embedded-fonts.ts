import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import type { FontFaceEntry, FontSubsetter } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import type { ZipEntry } from '../export/zip-writer.ts';
import { editableEmbedding, eotFromSfnt, readSfntFace } from './eot.ts';
import { catalogueFace } from './office-face.ts';

const deflateRawAsync = promisify(deflateRaw);

/**
 * Past this a face goes in cut down to the characters the slides use, as PowerPoint's "embed
 * only the characters used" does: the CJK families are 5–10 MB a weight, which would make a
 * three-slide deck a 20 MB file. Typing new characters in such a box falls back to the
 * viewer's own font.
 */
const MAX_WHOLE_FACE_BYTES = 2 << 20;
const FONT_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';

/**
 * PowerPoint's four faces of a family: a run names the family and says bold and italic. A
 * weight other than 400 and 700 is a family of its own ("Inter SemiBold", office-face.ts)
 * whose regular slot holds that weight's face.
 */
type Slot = 'regular' | 'bold' | 'italic' | 'boldItalic';
/** The faces of each family the runs ask for, with the characters each draws. */
type UsedFaces = Map<string, Map<Slot, Set<number>>>;
const SLOTS: readonly Slot[] = ['regular', 'bold', 'italic', 'boldItalic'];

interface WholeFace {
  eot: Uint8Array;
  /** The EOT raw-deflated once per process: the same faces go into export after export. */
  deflated: Uint8Array;
}

/** A face too large to carry whole, for cutting down per export (the subsetter keeps its file). */
interface LargeFace {
  key: string;
}

const faces = new Map<string, Promise<WholeFace | LargeFace | undefined>>();

/**
 * Puts the faces the slides' text uses into the package (`ppt/fonts/fontN.fntdata`, listed in
 * presentation.xml), so PowerPoint draws the theme's fonts on a machine that has none of
 * them instead of substituting wider ones that break the renderer's lines again. A run
 * names a typeface and a bold and an italic flag (office-face.ts), so each family carries
 * its 400 and 700 faces, upright and italic, and each named weight ("Inter SemiBold") its
 * own face, as far as the text uses them. Edits the XML parts in place and answers the font parts to add.
 */
export async function embedFonts(xml: Record<string, string>, subsetter: () => Promise<FontSubsetter>): Promise<ZipEntry[]> {
  const wanted = usedFaces(xml);
  const families: { family: string; parts: { slot: Slot; name: string }[] }[] = [];
  const entries: ZipEntry[] = [];
  for (const [family, slots] of wanted) {
    const parts: { slot: Slot; name: string }[] = [];
    for (const slot of SLOTS) {
      const codePoints = slots.get(slot);
      const entry = codePoints && slotFace(family, slot);
      const face = entry && (await embeddable(entry));
      if (!face) continue;
      const name = `ppt/fonts/font${entries.length + 1}.fntdata`;
      if ('eot' in face) {
        entries.push({ name, data: face.eot, compress: true, deflated: face.deflated });
      } else {
        const eot = codePoints.size ? await cutDown(face.key, codePoints, subsetter) : undefined;
        if (!eot) continue;
        entries.push({ name, data: eot, compress: true });
      }
      parts.push({ slot, name });
    }
    if (parts.length) families.push({ family, parts });
  }
  if (!entries.length) return [];

  const rels = xml['ppt/_rels/presentation.xml.rels']!;
  const taken = new Set([...rels.matchAll(/Id="([^"]+)"/g)].map((match) => match[1]));
  let next = 1;
  const newRelationships: string[] = [];
  const list = families.map(({ family, parts }) => {
    const refs = parts.map(({ slot, name }) => {
      while (taken.has(`rIdFont${next}`)) next++;
      const id = `rIdFont${next++}`;
      newRelationships.push(`<Relationship Id="${id}" Type="${FONT_RELATIONSHIP}" Target="${name.slice('ppt/'.length)}"/>`);
      return `<p:${slot} r:id="${id}"/>`;
    });
    return `<p:embeddedFont><p:font typeface="${escapeAttribute(family)}"/>${refs.join('')}</p:embeddedFont>`;
  });
  xml['ppt/_rels/presentation.xml.rels'] = rels.replace('</Relationships>', `${newRelationships.join('')}</Relationships>`);
  xml['ppt/presentation.xml'] = withFontList(xml['ppt/presentation.xml']!, `<p:embeddedFontLst>${list.join('')}</p:embeddedFontLst>`);
  const types = xml['[Content_Types].xml']!;
  if (!types.includes('Extension="fntdata"')) {
    xml['[Content_Types].xml'] = types.replace('<Default ', '<Default Extension="fntdata" ContentType="application/x-fontdata"/><Default ');
  }
  return entries;
}

/** Each family the slides' and charts' runs name (for Latin, East Asian or complex-script letters), with the faces those runs ask for and their characters. */
export function usedFaces(xml: Record<string, string>): UsedFaces {
  const used: UsedFaces = new Map();
  for (const [path, part] of Object.entries(xml)) {
    if (!/^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/.test(path)) continue;
    const runs = /<a:(?:rPr|defRPr|endParaRPr)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/a:(?:rPr|defRPr|endParaRPr)>)(?:<a:t>([^<]*)<\/a:t>)?/g;
    for (const [, attributes = '', properties, text] of part.matchAll(runs)) {
      const bold = /\sb="1"/.test(attributes);
      const italic = /\si="1"/.test(attributes);
      const slot: Slot = bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
      for (const typeface of properties?.matchAll(/<a:(?:latin|ea|cs) typeface="([^"]+)"/g) ?? []) {
        const family = unescapeXml(typeface[1]!);
        const slots = used.get(family) ?? new Map<Slot, Set<number>>();
        const codePoints = slots.get(slot) ?? new Set<number>();
        for (const char of unescapeXml(text ?? '')) codePoints.add(char.codePointAt(0)!);
        slots.set(slot, codePoints);
        used.set(family, slots);
      }
    }
  }
  return used;
}

function slotFace(typeface: string, slot: Slot): FontFaceEntry | undefined {
  return catalogueFace(typeface, slot === 'bold' || slot === 'boldItalic', slot === 'italic' || slot === 'boldItalic');
}

function embeddable(entry: FontFaceEntry): Promise<WholeFace | LargeFace | undefined> {
  let face = faces.get(entry.file);
  if (!face) {
    face = (async () => {
      const bytes = await readFontFile(entry.file);
      if (!editableEmbedding(readSfntFace(bytes).fsType)) return undefined;
      if (bytes.length > MAX_WHOLE_FACE_BYTES) return { key: entry.file };
      const eot = eotFromSfnt(bytes);
      return { eot, deflated: await deflateRawAsync(eot) };
    })();
    faces.set(entry.file, face);
  }
  return face;
}

/**
 * A large face as an EOT of just these characters. A face HarfBuzz cannot cut down stays out
 * (the viewer's fonts draw those letters) rather than costing the person their export.
 */
async function cutDown(key: string, codePoints: ReadonlySet<number>, subsetter: () => Promise<FontSubsetter>): Promise<Uint8Array | undefined> {
  const cut = await subsetter();
  if (!cut.hasFace(key)) cut.addFace(key, await readFontFile(key));
  try {
    return eotFromSfnt(cut.subsetForText(key, codePoints), { subset: true });
  } catch {
    return undefined;
  }
}

/** The font list goes where the schema puts it: after the slide and notes sizes (and smart tags), before the rest. */
function withFontList(presentation: string, list: string): string {
  const marked = /embedTrueTypeFonts=/.test(presentation) ? presentation : presentation.replace(/<p:presentation\b/, (open) => `${open} embedTrueTypeFonts="1"`);
  const anchor = /<p:smartTags\b[^>]*\/>|<p:notesSz\b[^>]*\/>/g;
  let end = -1;
  for (const match of marked.matchAll(anchor)) end = Math.max(end, match.index + match[0].length);
  if (end < 0) throw new Error('presentation.xml has no notes size to place the font list after');
  return marked.slice(0, end) + list + marked.slice(end);
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
}
