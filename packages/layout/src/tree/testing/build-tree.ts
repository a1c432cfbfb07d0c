import type { BlockContent } from '../../schema/blocks.ts';
import type { ContainerNode, ContentNode, LayoutNode } from '../../schema/layout-node.ts';
import type { NodeId } from '../../schema/primitives.ts';

/** Short builders for trees in tests, so a test reads like the page it describes. */

export function textContent(text: string): BlockContent {
  return { kind: 'text', paragraphs: [{ role: 'normalText', spans: [{ text }] }] };
}

export function block(id: string, extra: Partial<Omit<ContentNode, 'id' | 'type'>> = {}): ContentNode {
  return { id: id as NodeId, type: 'content', content: textContent(`block ${id}`), ...extra };
}

export function row(id: string, children: LayoutNode[], extra: Partial<Omit<ContainerNode, 'id' | 'type' | 'children'>> = {}): ContainerNode {
  return { id: id as NodeId, type: 'row', children, ...extra };
}

export function column(id: string, children: LayoutNode[], extra: Partial<Omit<ContainerNode, 'id' | 'type' | 'children'>> = {}): ContainerNode {
  return { id: id as NodeId, type: 'column', children, ...extra };
}

/** Ids 'new1', 'new2', … — predictable, so tests can name the rows and columns edits create. */
export function idsFrom(prefix = 'new'): () => string {
  let count = 0;
  return () => `${prefix}${++count}`;
}

/**
 * A one-line picture of a tree: `column[a row[b c@2]]`, containers without their (often
 * generated) ids, `@` followed by a size when there is one.
 */
export function outline(node: LayoutNode): string {
  const size = node.size === undefined ? '' : `@${Number(node.size.toFixed(3))}`;
  if (node.type === 'content') return `${node.id}${size}`;
  return `${node.type}${size}[${node.children.map(outline).join(' ')}]`;
}

/** Freezes the whole tree, so an edit that mutates its input throws instead of passing. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const each of Object.values(value)) deepFreeze(each);
  }
  return value;
}
