import { contentNodes, type BlockContent, type BlockKind, type Page, type ThemeJson } from '@folio/layout';
import type { TextFontsQuery } from './fonts/index.ts';
import type { BlockRenderer } from './scene/blocks/block-renderer.ts';
import { rendererFor } from './scene/renderers.ts';

/** What pages need loaded before they can be laid out and drawn synchronously. */
export interface PageNeeds {
  /** Every image drawn, by src: the blocks' own (image, quote avatar, video poster) and page backgrounds. */
  images: string[];
  /** All visible strings, so fallback fonts can be chosen by the scripts present. */
  text: string;
  /** Languages tagged on paragraphs (they choose Han glyph variants). */
  langs: string[];
}

/**
 * The needs of `pages`, as each block kind declares them (`BlockRenderer.needs`), with the
 * pages' background images. `include` picks the blocks to ask: the editor, re-preparing after
 * a keystroke, asks only about the blocks that changed.
 */
export function pageNeeds(pages: readonly Page[], include: (content: BlockContent) => boolean = () => true): PageNeeds {
  const images = new Set<string>();
  const text: string[] = [];
  const langs = new Set<string>();
  for (const page of pages) {
    if (page.background?.image) images.add(page.background.image);
    for (const node of contentNodes(page.layout)) {
      if (!include(node.content)) continue;
      const needs = (rendererFor(node.content.kind) as BlockRenderer<BlockKind>).needs(node.content as never);
      for (const src of needs.images) images.add(src);
      text.push(...needs.text);
      for (const lang of needs.langs) langs.add(lang);
    }
  }
  return { images: [...images], text: text.join('\n'), langs: [...langs] };
}

/** The fonts query for `needs` in `theme`: the theme's families and the faces the text falls back to. */
export function fontsQuery(theme: ThemeJson, needs: PageNeeds): TextFontsQuery {
  const families = new Set(Object.values(theme.paragraph).map((style) => style.fontFamily));
  return { families: [...families], text: needs.text, langs: needs.langs };
}
