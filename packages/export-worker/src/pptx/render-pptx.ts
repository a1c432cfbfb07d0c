import { contentNodes, type ContentNode } from '@folio/layout';
import type { DrawnBlock, DrawOp, FontRegistry, FontSubsetter, PreparedDocument } from '@folio/renderer';
import PptxGenJS from 'pptxgenjs';
import { BADGE, type PlacedBadge } from '../export/badge.ts';
import type { ByteSink } from '../export/byte-sink.ts';
import type { ExportPage } from '../export/export-page.ts';
import { imageRenditions, PPTX_PICTURES, type EmbeddedFormat, type Rendition } from '../export/image-rendition.ts';
import { ZipWriter } from '../export/zip-writer.ts';
import type { ImageFile } from '../node-images.ts';
import type { Skia } from '../node-renderer.ts';
import { ChartOverrides } from './chart-overrides.ts';
import { addChart } from './chart-shape.ts';
import { nameBulletFonts } from './bullet-fonts.ts';
import { DrawingOverrides } from './drawing-overrides.ts';
import { embedFonts } from './embedded-fonts.ts';
import { nameFallbackFonts } from './fallback-fonts.ts';
import { MediaParts } from './media-parts.ts';
import { nameScriptFonts } from './script-fonts.ts';
import { notesParagraphs } from './notes-paragraphs.ts';
import { PackageParts } from './package-parts.ts';
import { SceneShapes, type ImageData } from './scene-shapes.ts';
import { conformToSchema } from './schema-conformance.ts';
import { addTable, mirrorTables } from './table-shape.ts';
import { textBlockBox } from './text-box.ts';
import { inch, pptxColor, pt, PX_PER_INCH } from './units.ts';

/**
 * The PPTX export: editable slides built from the layout boxes and block content, not
 * pictures. Text blocks are text boxes with the renderer's line breaks, tables and charts
 * are PowerPoint's own, everything else is native shapes and text drawn from the block's
 * part of the scene (see SceneShapes). Text boxes, tables and charts are written from the text
 * layouts, grids and chart parts the scene was drawn from (`ExportPage.blocks`), the badge from its placed box. A
 * page document's sections become slides as tall as its tallest section.
 */
export async function renderPptx(
  prepared: PreparedDocument<ImageFile>,
  pages: readonly ExportPage[],
  sink: ByteSink,
  options: { subsetter: () => Promise<FontSubsetter>; skia: () => Promise<Skia> },
): Promise<{ imageErrors: ReadonlyMap<string, string> }> {
  const { doc, theme, fonts } = prepared;
  const pptx = new PptxGenJS();
  pptx.title = doc.title;
  pptx.company = 'Folio';
  let slideHeight = 675;
  if (doc.kind === 'presentation') {
    pptx.layout = 'LAYOUT_WIDE';
  } else {
    slideHeight = Math.min(56 * PX_PER_INCH, Math.max(...pages.map(({ scene }) => scene.height)));
    pptx.defineLayout({ name: 'FOLIO_PAGE', width: inch(1200), height: slideHeight / PX_PER_INCH });
    pptx.layout = 'FOLIO_PAGE';
  }
  const mirrored = new Set<string>();
  const overrides = new DrawingOverrides();
  const charts = new ChartOverrides();
  const media = new MediaParts();
  const pictures = await imageRenditions(prepared.images, pages.map(({ scene }) => scene), PPTX_PICTURES, options.skia);
  const images = imageData(pictures.renditions, media);

  for (const { page, layout, scene, blocks, labels, badge } of pages) {
    const slide = pptx.addSlide();
    const shapes = new SceneShapes(slide, labels, images, overrides);
    const byNode = groupByNode(scene.ops);
    // A gradient background is a gradient shape over the whole slide, over its first colour.
    const background: DrawOp[] = typeof scene.background === 'string' ? [] : [{ op: 'rect', x: 0, y: 0, width: scene.width, height: scene.height, fill: scene.background }];
    slide.background = pptxColor(typeof scene.background === 'string' ? scene.background : (scene.background.stops[0]?.color ?? '#ffffff'));
    // Page-level ops first: a background image and its overlay sit under every block.
    shapes.draw(sectionBackground([...background, ...(byNode.get(undefined) ?? [])], scene.height, slideHeight));
    for (const node of contentNodes(page.layout)) {
      const box = layout.boxes.get(node.id);
      if (!box) continue;
      addBlock(pptx, slide, node, box, byNode.get(node.id) ?? [], blocks.get(node.id), { prepared, shapes, mirrored, charts });
    }
    if (badge) addBadge(slide, badge);
    const notes = (doc.scriptMap[page.id] ?? []).map((script) => script.text).join('\n\n');
    if (notes) slide.addNotes(notes);
  }
  await finishPackage(PackageParts.from(await pptx.parts()), sink, { mirrored, overrides, charts, fonts, media }, options.subsetter);
  return { imageErrors: new Map([...pictures.errors, ...prepared.imageErrors]) };
}

/**
 * The parts mended to the schema, gradients and rounded pictures set, right-to-left tables marked, notes split into paragraphs, reused images stored once, the script and missing-letter fallbacks and list markers' fonts named, the text's fonts embedded, and the package zipped:
 * media files (PNG, JPEG) stay as they are, being compressed already.
 */
async function finishPackage(
  parts: PackageParts,
  sink: ByteSink,
  edits: { mirrored: ReadonlySet<string>; overrides: DrawingOverrides; charts: ChartOverrides; fonts: FontRegistry; media: MediaParts },
  subsetter: () => Promise<FontSubsetter>,
): Promise<void> {
  const { xml } = parts;
  conformToSchema(parts);
  edits.overrides.apply(xml);
  edits.charts.apply(xml);
  mirrorTables(xml, edits.mirrored);
  notesParagraphs(xml);
  edits.media.fill(parts);
  nameScriptFonts(xml);
  nameFallbackFonts(xml, edits.fonts);
  nameBulletFonts(xml);
  const fonts = await embedFonts(xml, subsetter);
  const zip = new ZipWriter(sink);
  for (const entry of parts.entries()) await zip.add(entry);
  for (const font of fonts) await zip.add(font);
  await zip.finish();
}

function addBlock(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  node: ContentNode,
  box: { x: number; y: number; width: number; height: number },
  ops: DrawOp[],
  drawn: DrawnBlock | undefined,
  env: { prepared: PreparedDocument<ImageFile>; shapes: SceneShapes; mirrored: Set<string>; charts: ChartOverrides },
): void {
  const { theme } = env.prepared;
  const content = node.content;
  switch (content.kind) {
    case 'text':
      if (drawn?.kind === 'text') textBlockBox(slide, node.id, box, drawn);
      return;
    case 'table':
      if (drawn?.kind === 'table' && addTable(slide, content, drawn, { theme, name: node.id })) env.mirrored.add(node.id);
      return;
    case 'chart': {
      if (drawn?.kind !== 'chart') return;
      // The card first, so it lies under the chart.
      env.shapes.draw([{ op: 'rect', ...drawn.card }]);
      addChart(pptx, slide, content, drawn, theme, env.charts);
      // The total the renderer writes in a doughnut's hole, over the chart as its own text: PowerPoint's doughnut has none.
      if (drawn.pie?.total) textBlockBox(slide, `${node.id} total`, drawn.pie.total, drawn.pie.total);
      return;
    }
    default:
      return env.shapes.draw(ops);
  }
}

function addBadge(slide: PptxGenJS.Slide, { box }: PlacedBadge): void {
  const fill = pptxColor(BADGE.fill);
  slide.addText(BADGE.text, {
    x: inch(box.x),
    y: inch(box.y),
    w: inch(box.width),
    h: inch(box.height),
    shape: 'roundRect',
    rectRadius: inch(box.height / 2),
    fill,
    color: pptxColor(BADGE.color).color,
    fontFace: BADGE.fontFamily,
    fontSize: pt(BADGE.fontSize),
    bold: true,
    align: 'center',
    valign: 'middle',
    margin: 0,
  });
}

/**
 * A presentation has one slide size, so a page's sections all take the tallest one's height.
 * A shorter section's own background (its picture, its overlay, its gradient: the page-level
 * ops, which buildPage draws over the whole page) is stretched to the slide's height, a
 * picture cropped further as CSS "cover" would, so the section ends in its own background
 * instead of a band of the page colour.
 */
function sectionBackground(ops: readonly DrawOp[], height: number, slideHeight: number): DrawOp[] {
  if (slideHeight <= height + 0.5) return [...ops];
  return ops.map((op) => {
    if (op.op === 'rect') return { ...op, height: slideHeight };
    if (op.op !== 'image') return op;
    const sw = op.sw * (height / slideHeight);
    return { ...op, height: slideHeight, sx: op.sx + (op.sw - sw) / 2, sw };
  });
}

function groupByNode(ops: readonly DrawOp[]): Map<string | undefined, DrawOp[]> {
  const out = new Map<string | undefined, DrawOp[]>();
  for (const op of ops) {
    const list = out.get(op.node) ?? [];
    list.push(op);
    out.set(op.node, list);
  }
  return out;
}

/** Each picture once, as image-rendition.ts prepared it for a PPTX, its bytes kept by `media`. */
function imageData(pictures: ReadonlyMap<string, Rendition<{ bytes: Uint8Array; format: EmbeddedFormat }>>, media: MediaParts): ImageData {
  const cache = new Map<string, ReturnType<ImageData>>();
  return (src) => {
    if (cache.has(src)) return cache.get(src);
    const picture = pictures.get(src);
    const result = picture && { data: media.placeholder(picture.bytes, `image/${picture.format}`), width: picture.width, height: picture.height };
    cache.set(src, result);
    return result;
  };
}
