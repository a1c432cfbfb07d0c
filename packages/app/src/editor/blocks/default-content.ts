import { type BlockContent, type BlockKind, type ContainerNode, type ContentNode, newNodeId, type NodeId, type Page, type PageId } from '@folio/layout';

/**
 * What a block looks like when it is first inserted: enough content to show what the kind
 * is and to edit from. Image and video take the URL the person gave.
 */
export function defaultContent(kind: BlockKind, url?: string): BlockContent {
  switch (kind) {
    case 'text':
      return { kind: 'text', paragraphs: [{ role: 'normalText', spans: [{ text: 'Text' }] }] };
    case 'image':
      return { kind: 'image', src: url ?? '/fixtures/assets/mountains.jpg', fit: 'contain' };
    case 'table':
      return {
        kind: 'table',
        rows: [
          ['Item', 'Value'],
          ['First', '1'],
          ['Second', '2'],
        ],
        headerRow: true,
        headerColumn: false,
      };
    case 'chart':
      return {
        kind: 'chart',
        chartType: 'column',
        labels: ['Q1', 'Q2', 'Q3', 'Q4'],
        series: [{ name: 'Sales', values: [12, 19, 15, 24] }],
        legend: true,
        stacked: false,
      };
    case 'quote':
      return { kind: 'quote', sentence: 'Simplicity is the ultimate sophistication.', author: 'Leonardo da Vinci', address: '', imgUrl: '', time: '' };
    case 'shape':
      return { kind: 'shape', shape: 'rounded', strokeWidth: 0 };
    case 'divider':
      return { kind: 'divider', style: 'solid', thickness: 2 };
    case 'video':
      return { kind: 'video', url: url ?? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: url && !/youtu/.test(url) ? 'other' : 'youtube' };
    case 'button':
      return { kind: 'button', label: 'Learn more', url: url ?? 'https://example.com', variant: 'primary' };
    case 'diagram':
      return {
        kind: 'diagram',
        layout: 'flow',
        direction: 'horizontal',
        nodes: [
          { id: 'a', label: 'Idea', shape: 'rounded' },
          { id: 'b', label: 'Draft', shape: 'rounded' },
          { id: 'c', label: 'Ship', shape: 'rounded' },
        ],
        edges: [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
        ],
      };
  }
}

export function contentNode(content: BlockContent): ContentNode {
  return { id: newNodeId() as NodeId, type: 'content', content };
}

/** What a new slide's empty title and text show until typed into (Paragraph.hint: editor only, never exported). */
export interface NewSlideHints {
  title: string;
  body: string;
}

/** A new slide: a title and a text to type into, each saying so while empty. */
export function blankPage(hints: NewSlideHints): Page {
  const layout: ContainerNode = {
    id: newNodeId() as NodeId,
    type: 'column',
    children: [
      contentNode({ kind: 'text', paragraphs: [{ role: 'title', spans: [], hint: hints.title }] }),
      contentNode({ kind: 'text', paragraphs: [{ role: 'normalText', spans: [], hint: hints.body }] }),
    ],
  };
  return { id: newNodeId() as PageId, layout };
}
