import type { BlockContent } from '@folio/layout';

/** The texts a block shows, as the author wrote them: one entry per paragraph, cell or label. */
export function blockTexts(content: BlockContent): string[] {
  switch (content.kind) {
    case 'text':
      return content.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join(''));
    case 'table':
      return content.rows.flat();
    case 'chart':
      return [content.title ?? '', ...content.labels, ...content.series.map((series) => series.name)];
    case 'quote':
      return [content.sentence, content.author, content.address, content.time];
    case 'diagram':
      return [...content.nodes.map((node) => node.label), ...content.edges.map((edge) => edge.label ?? '')];
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

/** Whether a block puts anything before the audience: words, a picture, data, a figure. */
export function showsSomething(content: BlockContent): boolean {
  switch (content.kind) {
    case 'image':
    case 'chart':
    case 'video':
    case 'diagram':
    case 'button':
      return true;
    case 'shape':
      return content.shape === 'icon' || isVisibleText(content.label ?? '');
    case 'divider':
      return false;
    default:
      return blockTexts(content).some(isVisibleText);
  }
}

export function isVisibleText(text: string): boolean {
  return /[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);
}
