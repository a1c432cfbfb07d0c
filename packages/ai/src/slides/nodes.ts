import type { BlockContent, ContainerConfig, ContainerNode, ContentNode, LayoutNode, MinHeight, NodeId, Paragraph, ParagraphRole, VerticalAlign } from '@folio/layout';

/** Short builders for layout nodes, so each slide layout reads like the slide it makes. */

interface NodeExtra {
  size?: number;
  minHeight?: MinHeight;
  align?: VerticalAlign;
}

export function content(id: string, block: BlockContent, extra: NodeExtra = {}): ContentNode {
  return { id: id as NodeId, type: 'content', content: block, ...extra };
}

export function row(id: string, children: LayoutNode[], config: ContainerConfig, extra: Omit<NodeExtra, 'align'> = {}): ContainerNode {
  return { id: id as NodeId, type: 'row', children, config, ...extra };
}

export function column(id: string, children: LayoutNode[], config: ContainerConfig, extra: Omit<NodeExtra, 'align'> = {}): ContainerNode {
  return { id: id as NodeId, type: 'column', children, config, ...extra };
}

export interface TextStyle {
  lang?: string | undefined;
  rtl?: boolean | undefined;
}

export function paragraph(role: ParagraphRole, text: string, style: TextStyle = {}, list?: 'bullet' | 'ordered'): Paragraph {
  return {
    role,
    spans: [{ text }],
    ...(style.lang ? { lang: style.lang } : {}),
    ...(style.rtl ? { direction: 'rtl' as const } : {}),
    ...(list ? { list: { kind: list, level: 0 } } : {}),
  };
}

/** An empty paragraph showing `hint` in the editor only (layout's Paragraph.hint): guidance, never content. */
export function hintParagraph(role: ParagraphRole, hint: string, style: TextStyle = {}, list?: 'bullet' | 'ordered'): Paragraph {
  return { ...paragraph(role, '', style, list), spans: [], hint };
}

export function text(paragraphs: Paragraph[]): BlockContent {
  return { kind: 'text', paragraphs };
}
