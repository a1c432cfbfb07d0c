import { contentNodes, type BlockContent, type ProjectDocument } from '@folio/layout';

/** A slide's words as the roast reads them: its title (when it has one) and every other line. */
export interface SlideText {
  pageId: string;
  title: string;
  hasTitle: boolean;
  lines: string[];
}

const TITLE_ROLES = new Set(['display', 'title', 'headline']);

/** Each page's words, in page order: the first display, title or headline paragraph is the title. */
export function slideTexts(doc: Pick<ProjectDocument, 'pages'>): SlideText[] {
  return doc.pages.map((page) => {
    let title: string | undefined;
    const lines: string[] = [];
    for (const node of contentNodes(page.layout)) {
      if (node.content.kind === 'text') {
        for (const paragraph of node.content.paragraphs) {
          const text = paragraph.spans.map((span) => span.text).join('').trim();
          if (!text) continue;
          if (title === undefined && TITLE_ROLES.has(paragraph.role)) title = text;
          else lines.push(text);
        }
      } else lines.push(...otherTexts(node.content).map((text) => text.trim()).filter(Boolean));
    }
    return { pageId: page.id, title: title ?? '', hasTitle: title !== undefined, lines };
  });
}

function otherTexts(content: Exclude<BlockContent, { kind: 'text' }>): string[] {
  switch (content.kind) {
    case 'table':
      return content.rows.map((row) => row.filter(Boolean).join(' · '));
    case 'chart':
      return [content.title ?? ''];
    case 'quote':
      return [content.sentence, content.author];
    case 'diagram':
      return content.nodes.map((node) => node.label);
    case 'shape':
      return [content.label ?? ''];
    case 'button':
      return [content.label];
    case 'image':
      return [content.caption ?? ''];
    case 'video':
      return [content.title ?? ''];
    case 'divider':
      return [];
  }
}
