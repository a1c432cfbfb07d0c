import { blockText, contentNodes, type Page } from '@folio/layout';

/** The words of a slide, one entry per text block in reading order (the title first). */
export function pageText(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? [blockText(node.content.paragraphs).trim()] : [])).filter(Boolean);
}
