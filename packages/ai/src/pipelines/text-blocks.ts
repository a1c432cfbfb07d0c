import { contentNodes, type Page } from '@folio/layout';

/** The text blocks of a page with their paragraphs, for edits that rewrite text in place. */
export function textBlocks(page: Page) {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? [{ id: node.id as string, paragraphs: node.content.paragraphs }] : []));
}
