import type { ThemeJson } from '@folio/layout';
import type { FontRegistry } from '../fonts/index.ts';

export interface ImageInfo {
  width: number;
  height: number;
}

/**
 * Everything scene building reads besides the page itself. Fonts and images are loaded
 * beforehand (see `prepareDocument`), so measuring and building stay synchronous and pure.
 */
export interface SceneContext {
  theme: ThemeJson;
  fonts: FontRegistry;
  /** Natural size of a loaded image by its src; undefined when it failed to load. */
  imageInfo(src: string): ImageInfo | undefined;
  /**
   * Draw the hints of empty paragraphs (faded). Only the editor asks: exports, share pages,
   * thumbnails and present mode leave them out, though the hints keep their room everywhere.
   */
  showHints?: boolean;
}
