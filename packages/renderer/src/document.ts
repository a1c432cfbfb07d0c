import { computeLayout, SLIDE_HEIGHT, SLIDE_WIDTH, type ContainerNode, type ContentNode, type Frame, type Measure, type LayoutResult, type ProjectDocument, type ProjectKind, type ThemeJson } from '@folio/layout';
import { PAGE_SECTION_MIN_HEIGHT, THEME_WIDTH } from '@folio/contracts';
import type { FontRegistry } from './fonts/index.ts';
import { buildPage } from './scene/build-scene.ts';
import type { SceneContext } from './scene/context.ts';
import { measureBlocks } from './scene/renderers.ts';
import type { PreparedPage, Scene } from './scene/types.ts';
import { getTheme } from './themes/index.ts';
import { fontsQuery, pageNeeds } from './document-needs.ts';

export interface LoadedImage<T> {
  width: number;
  height: number;
  image: T;
}

/** Loads an image named by a scene src into whatever the backend draws (ImageBitmap, @napi-rs Image…). */
export type ImageLoader<T> = (src: string) => Promise<LoadedImage<T>>;

/** Slides are fixed 16:9 frames; page sections are as tall as their content, at least 300. */
export function pageFrame(kind: ProjectKind): Frame {
  return kind === 'presentation' ? { width: SLIDE_WIDTH, height: SLIDE_HEIGHT } : { width: THEME_WIDTH, minHeight: PAGE_SECTION_MIN_HEIGHT };
}

/**
 * A document whose fonts and images are loaded, ready for synchronous layout and scene
 * building page by page — the step every consumer (editor, PNG, PDF, PPTX) shares.
 */
export class PreparedDocument<T = unknown> {
  readonly ctx: SceneContext;
  /** The same context drawing the hints of empty paragraphs, for the editor. */
  private readonly editorCtx: SceneContext;
  private readonly measureBlock: Measure;

  constructor(
    readonly doc: ProjectDocument,
    readonly theme: ThemeJson,
    readonly fonts: FontRegistry,
    readonly images: ReadonlyMap<string, LoadedImage<T>>,
    /** Images that could not be loaded, with the reason: drawn as placeholders. */
    readonly imageErrors: ReadonlyMap<string, string>,
  ) {
    this.ctx = { theme, fonts, imageInfo: (src) => images.get(src) };
    this.editorCtx = { ...this.ctx, showHints: true };
    this.measureBlock = measureBlocks(this.ctx);
  }

  get frame(): Frame {
    return pageFrame(this.doc.kind);
  }

  /** The height a block asks for at `width`, as `layoutPage` measures it. */
  measure(node: ContentNode, width: number): number {
    return this.measureBlock(node, width);
  }

  /** `measured` hears every block measured on the way, with the width and the height it got: the editor keeps them to tell whether an edit can move anything. */
  layoutPage(index: number, measured?: (node: ContentNode, width: number, height: number) => void): LayoutResult {
    return this.layoutDraft(this.page(index).layout, measured);
  }

  /**
   * A page layout that is not in the document, laid out as its pages are, with its fonts,
   * images and frame: a draft an edit would make (an image placed, a generated slide shortened
   * or split), to tell whether it fits before it is made. Blocks whose pictures were not
   * loaded are measured as a picture that has not loaded yet.
   */
  layoutDraft(root: ContainerNode, measured?: (node: ContentNode, width: number, height: number) => void): LayoutResult {
    const measure = measured
      ? (node: ContentNode, width: number) => {
          const height = this.measureBlock(node, width);
          measured(node, width, height);
          return height;
        }
      : this.measureBlock;
    return computeLayout({ layout: root }, this.frame, measure);
  }

  /**
   * The page laid out and drawn, with what its text and table blocks were drawn from: the one
   * shape every writer reads. `showHints` only for the editor: what exports, shares,
   * thumbnails and present mode draw never shows a hint.
   */
  preparePage(index: number, layout: LayoutResult = this.layoutPage(index), options: { showHints?: boolean } = {}): PreparedPage {
    return buildPage(this.page(index), layout, this.frame.width, options.showHints ? this.editorCtx : this.ctx);
  }

  /** The page's scene alone, for the canvas and image writers. */
  scenePage(index: number, layout?: LayoutResult, options: { showHints?: boolean } = {}): Scene {
    return this.preparePage(index, layout, options).scene;
  }

  /** Decoded images by src, as the canvas backend wants them. */
  drawableImages(): Map<string, T> {
    return new Map(Array.from(this.images, ([src, loaded]) => [src, loaded.image]));
  }

  private page(index: number) {
    const page = this.doc.pages[index];
    if (!page) throw new RangeError(`page ${index} does not exist (the document has ${this.doc.pages.length})`);
    return page;
  }
}

export async function prepareDocument<T>(
  doc: ProjectDocument,
  env: { fonts: FontRegistry; loadImage: ImageLoader<T> },
): Promise<PreparedDocument<T>> {
  const theme = getTheme(doc.themeId, doc.theme);
  const needs = pageNeeds(doc.pages);
  const sources = needs.images;
  const [, results] = await Promise.all([env.fonts.loadForText(fontsQuery(theme, needs)), Promise.allSettled(sources.map((src) => env.loadImage(src)))]);
  const images = new Map<string, LoadedImage<T>>();
  const errors = new Map<string, string>();
  results.forEach((result, index) => {
    const src = sources[index]!;
    if (result.status === 'fulfilled') images.set(src, result.value);
    else errors.set(src, result.reason instanceof Error ? result.reason.message : String(result.reason));
  });
  return new PreparedDocument(doc, theme, env.fonts, images, errors);
}
