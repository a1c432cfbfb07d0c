import { Parser } from 'htmlparser2';
import { buildReference, type DocumentItem } from './build-reference.ts';
import { DOCUMENT_LIMITS } from './document-limits.ts';
import { UnreadableDocumentError } from './isolation/extraction-errors.ts';
import { inflateZip } from './isolation/zip-archive.ts';
import type { Reference } from '@folio/contracts';

/** Nesting deeper than any slide has; htmlparser2's element stack costs time in proportion to depth. */
const MAX_XML_DEPTH = 256;

interface Shape {
  isTitle: boolean;
  isBody: boolean;
  paragraphs: string[];
}

interface SlideText {
  shapes: Shape[];
  tables: string[][][];
}

/**
 * A PowerPoint file: each slide becomes a section headed by its title (the title
 * placeholder, or else its first text box), with the other text boxes as paragraphs, its
 * tables as tables and its speaker notes as a last paragraph. Only the slide and notes parts
 * are kept from the archive, which is inflated within DOCUMENT_LIMITS.zip.
 */
export async function extractPptx(bytes: Uint8Array, name: string): Promise<Reference> {
  const files = await inflateZip(bytes, DOCUMENT_LIMITS.zip, (file) => /^ppt\/(?:slides|notesSlides)\/[^/]+\.xml$|^ppt\/slides\/_rels\//.test(file));
  const slideNumbers = [...files.keys()]
    .map((file) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const decoder = new TextDecoder();
  const items: DocumentItem[] = [];
  for (const number of slideNumbers) {
    const slide = readSlide(decoder.decode(files.get(`ppt/slides/slide${number}.xml`)));
    const shapes = slide.shapes.filter((shape) => shape.paragraphs.length > 0);
    const titleShape = shapes.find((shape) => shape.isTitle) ?? shapes[0];
    items.push({ kind: 'heading', level: 1, text: titleShape?.paragraphs.join(' ') ?? `Slide ${number}` });
    for (const shape of shapes) if (shape !== titleShape) for (const text of shape.paragraphs) items.push({ kind: 'paragraph', text });
    for (const rows of slide.tables) if (rows.length > 0) items.push({ kind: 'table', rows });
    const notes = notesFor(files, number, decoder);
    if (notes) items.push({ kind: 'notes', text: notes });
  }
  return buildReference('', { kind: 'file', name }, items);
}

/** The notes slide a slide's relationships point at, without its slide-number placeholder. */
function notesFor(files: Map<string, Uint8Array>, number: number, decoder: TextDecoder): string {
  const rels = files.get(`ppt/slides/_rels/slide${number}.xml.rels`);
  const target = rels && /Target="\.\.\/notesSlides\/([^"]+)"/.exec(decoder.decode(rels))?.[1];
  const notes = target && files.get(`ppt/notesSlides/${target}`);
  if (!notes) return '';
  return readSlide(decoder.decode(notes))
    .shapes.filter((shape) => shape.isBody)
    .flatMap((shape) => shape.paragraphs)
    .join(' ');
}

/** Shapes (with their placeholder role) and tables of one slide part, read as a stream of tags. */
function readSlide(xml: string): SlideText {
  const slide: SlideText = { shapes: [], tables: [] };
  let depth = 0;
  let shape: Shape | undefined;
  let table: string[][] | undefined;
  let cell: string[] | undefined;
  let paragraph: string | undefined;
  let inText = false;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (++depth > MAX_XML_DEPTH) throw new UnreadableDocumentError(`slide XML nested deeper than ${MAX_XML_DEPTH}`);
        if (tag === 'p:sp') shape = { isTitle: false, isBody: false, paragraphs: [] };
        else if (tag === 'p:ph' && shape) {
          shape.isTitle ||= attributes.type === 'title' || attributes.type === 'ctrTitle';
          shape.isBody ||= attributes.type === 'body';
        } else if (tag === 'a:tbl') table = [];
        else if (tag === 'a:tr') table?.push([]);
        else if (tag === 'a:tc') cell = [];
        else if (tag === 'a:p') paragraph = '';
        else if (tag === 'a:t') inText = true;
      },
      ontext(text) {
        if (inText && paragraph !== undefined) paragraph += text;
      },
      onclosetag(tag) {
        depth--;
        if (tag === 'a:t') inText = false;
        else if (tag === 'a:p' && paragraph !== undefined) {
          if (paragraph.trim()) (cell ?? shape?.paragraphs)?.push(paragraph);
          paragraph = undefined;
        } else if (tag === 'a:tc' && cell) {
          table?.at(-1)?.push(cell.join(' '));
          cell = undefined;
        } else if (tag === 'a:tbl' && table) {
          slide.tables.push(table);
          table = undefined;
        } else if (tag === 'p:sp' && shape) {
          slide.shapes.push(shape);
          shape = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return slide;
}
