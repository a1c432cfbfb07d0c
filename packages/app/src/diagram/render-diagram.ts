import { ProjectDocument, type BlockOf } from '@folio/layout';
import { diagramGeometry, FontSubsetter, type DiagramGeometry } from '@folio/renderer';
import { PdfBackend } from '@folio/renderer/pdf';
import subsetterWasm from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';
import { PDFDocument } from 'pdf-lib';
import { browserRenderer, drawPage, fetchFont, prepareProject } from '../render/browser-renderer.ts';
import { contentBounds } from './crop-canvas.ts';
import { BLOCK_ID, drawnBlock, previewDocument } from './diagram-document.ts';
import { sceneToSvg } from './scene-svg.ts';

type DiagramBlock = BlockOf<'diagram'>;

/** Room kept round the diagram when it is cropped out of its page, in layout px. */
const MARGIN = 24;

/** The diagram drawn and cropped, with where its nodes and edges are in the crop (layout px). */
export interface DrawnDiagram {
  canvas: HTMLCanvasElement;
  /** The crop's size in layout px. */
  width: number;
  height: number;
  geometry: DiagramGeometry;
}

/**
 * The diagram as the renderer's diagram block draws it (the drawing slides and exports use) on a
 * page, cropped to the diagram: the block centres itself in a 1200 px page, so a small diagram
 * would otherwise sit in a wide empty strip.
 */
async function drawCropped(block: DiagramBlock, scale: number) {
  const prepared = await prepareProject(ProjectDocument.parse(previewDocument(block)), new URL(location.href));
  const page = document.createElement('canvas');
  await drawPage(page, prepared, 0, scale);
  const found = contentBounds(page.getContext('2d')!.getImageData(0, 0, page.width, page.height).data, page.width, page.height, Math.round(MARGIN * scale));
  const pixels = found ?? { x: 0, y: 0, width: page.width, height: page.height };
  /** The crop in layout px. */
  const bounds = { x: pixels.x / scale, y: pixels.y / scale, width: pixels.width / scale, height: pixels.height / scale };
  return { prepared, page, pixels, bounds };
}

export async function drawDiagram(block: DiagramBlock, scale: number): Promise<DrawnDiagram> {
  const { prepared, page, pixels, bounds } = await drawCropped(block, scale);
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  canvas.getContext('2d')!.drawImage(page, pixels.x, pixels.y, pixels.width, pixels.height, 0, 0, pixels.width, pixels.height);
  // The crop's corner is the origin of what the editor points at.
  const box = prepared.layoutPage(0).boxes.get(BLOCK_ID)!;
  const shifted = { ...box, x: box.x - bounds.x, y: box.y - bounds.y };
  return { canvas, width: bounds.width, height: bounds.height, geometry: diagramGeometry(drawnBlock(prepared.doc), shifted, prepared.ctx) };
}

/** The diagram as a PNG at twice the layout size, drawn and cropped as the preview is. */
export async function diagramPng(block: DiagramBlock): Promise<Blob> {
  const { canvas } = await drawDiagram(block, 2);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

/** The diagram as a vector SVG with the same crop as the PNG, its text as outlines of the same fonts. */
export async function diagramSvg(block: DiagramBlock, title: string): Promise<Blob> {
  const { prepared, bounds } = await drawCropped(block, 1);
  return new Blob([sceneToSvg(prepared.scenePage(0), (await browserRenderer()).fonts, bounds, title)], { type: 'image/svg+xml' });
}

let subsetter: Promise<FontSubsetter> | undefined;

/**
 * The diagram as a one-page vector PDF with the same crop as the PNG, written by the renderer's
 * PDF backend as the export worker writes slides (subset fonts, real text that can be selected
 * and searched); the page is the crop, 1 layout px = 1 pt.
 */
export async function diagramPdf(block: DiagramBlock, title: string): Promise<Blob> {
  const { prepared, bounds } = await drawCropped(block, 1);
  const { fonts } = await browserRenderer();
  subsetter ??= fetch(subsetterWasm)
    .then((response) => response.arrayBuffer())
    .then((wasm) => FontSubsetter.create(wasm));
  const backend = new PdfBackend({ fonts, subsetter: await subsetter, fontBytes: (file) => fetchFont(file, 'default') });
  const scene = prepared.scenePage(0);
  const { bytes } = await backend.render([scene], { title });
  // The backend writes the whole page; the crop becomes the page's media box (PDF y runs up from the bottom).
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdf.getPage(0).setMediaBox(bounds.x, scene.height - bounds.y - bounds.height, bounds.width, bounds.height);
  return new Blob([new Uint8Array(await pdf.save({ useObjectStreams: false }))], { type: 'application/pdf' });
}
