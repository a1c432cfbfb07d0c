import { orderChartParts } from './chart-order.ts';
import type { PackageParts } from './package-parts.ts';

/**
 * Mends what pptxgenjs 4.0.1 writes against the Office Open XML schema, which PowerPoint
 * enforces by offering to "repair" the file (upstream PptxGenJS reports the same: PRs #1083
 * and #1458). LibreOffice forgives all of it, so only the schema check in the tests shows it.
 * Edits the parts in place.
 */
export function conformToSchema(parts: PackageParts): void {
  const { xml } = parts;
  for (const path of Object.keys(xml)) {
    if (/^ppt\/(slides|slideLayouts|slideMasters|notesSlides|notesMasters)\/[^/]+\.xml$/.test(path)) xml[path] = oneParagraphProperties(xml[path]!);
  }
  edit(xml, 'ppt/presentation.xml', notesMasterAfterSlideMasters);
  edit(xml, '[Content_Types].xml', (types) => withoutMissingParts(types, parts));
  orderChartParts(xml);
}

function edit(xml: Record<string, string>, path: string, change: (xml: string) => string): void {
  const part = xml[path];
  if (part !== undefined) xml[path] = change(part);
}

const PARAGRAPH = /<a:p>([\s\S]*?)<\/a:p>/g;
const PARAGRAPH_PROPERTIES = /<a:pPr\b(?:\s+[\w:]+\s*=\s*"[^"]*")*\s*(?:\/>|>[\s\S]*?<\/a:pPr>)/g;

/**
 * A paragraph has at most one `<a:pPr>`, before its runs. pptxgenjs repeats the paragraph's
 * properties after every soft line break (`<a:br/>`), which text-box.ts puts wherever the
 * renderer ended a line; the copies are identical, so the first stands for all.
 */
function oneParagraphProperties(xml: string): string {
  return xml.replace(PARAGRAPH, (paragraph, body: string) => {
    const properties = body.match(PARAGRAPH_PROPERTIES);
    if (!properties || (properties.length === 1 && body.startsWith(properties[0]!))) return paragraph;
    return `<a:p>${properties[0]}${body.replace(PARAGRAPH_PROPERTIES, '')}</a:p>`;
  });
}

/** The schema lists the notes master right after the slide masters, before the slides. */
function notesMasterAfterSlideMasters(presentation: string): string {
  const notes = /<p:notesMasterIdLst>[\s\S]*?<\/p:notesMasterIdLst>/.exec(presentation)?.[0];
  if (!notes) return presentation;
  const without = presentation.replace(notes, '');
  const end = without.indexOf('</p:sldMasterIdLst>');
  if (end < 0) throw new Error('presentation.xml has no slide master list to place the notes master after');
  const at = end + '</p:sldMasterIdLst>'.length;
  return without.slice(0, at) + notes + without.slice(at);
}

/** pptxgenjs declares a slide master for every slide but writes one: a content type for a part that is not there. */
function withoutMissingParts(types: string, parts: PackageParts): string {
  return types.replace(/<Override PartName="\/([^"]+)"[^>]*\/>/g, (override, part: string) => (parts.has(part) ? override : ''));
}
