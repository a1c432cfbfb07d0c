import { type ContainerNode, findNode, insertBlock, type LayoutNode, LayoutNodeSchema, newNodeId, type NodeId, readProject } from '@folio/layout';
import { z } from 'zod';
import type * as Y from 'yjs';
import { contentNode } from '../blocks/default-content.ts';
import { useEditorStore } from '../editor-store.ts';
import { editPage } from './page-edits.ts';

/** Blocks on the clipboard, for pasting into any slide of any Folio project. */
export const BLOCKS_MIME = 'application/x-folio-blocks';
const BlocksOnClipboard = z.array(LayoutNodeSchema).min(1).max(60);

/** The selected blocks (with their text) as clipboard data: Folio's own form, and plain text for other apps. */
export function copiedBlocks(ydoc: Y.Doc, pageId: string, ids: readonly string[]): { json: string; text: string } | null {
  const page = readProject(ydoc).pages.find((each) => each.id === pageId);
  if (!page) return null;
  const nodes = ids.map((id) => findNode(page.layout, id)).filter((node): node is LayoutNode => node !== undefined);
  if (nodes.length === 0) return null;
  return { json: JSON.stringify(nodes), text: nodes.map(plainText).filter(Boolean).join('\n\n') };
}

/**
 * Pastes what the clipboard holds below the selected block (or at the end of the page):
 * Folio blocks with fresh ids, an image as an image block, or plain text as a text block.
 * Returns false when there was nothing it could paste, or no room for all of it (then
 * nothing is pasted).
 */
export function pasteInto(ydoc: Y.Doc, pageId: string, data: DataTransfer): boolean {
  const nodes = blocksFrom(data.getData(BLOCKS_MIME));
  if (nodes) return insertAll(ydoc, pageId, nodes);
  const text = data.getData('text/plain').replace(/\r\n?/g, '\n').trim();
  if (text) {
    return insertAll(ydoc, pageId, [contentNode({ kind: 'text', paragraphs: text.split('\n').map((line) => ({ role: 'normalText', spans: [{ text: line }] })) })]);
  }
  return false;
}

export function insertAll(ydoc: Y.Doc, pageId: string, nodes: LayoutNode[]): boolean {
  const { selection, select } = useEditorStore.getState();
  const placed: string[] = [];
  const pasted = editPage(ydoc, pageId, (root) => {
    let anchor = [...selection].reverse().find((id) => findNode(root, id)) ?? null;
    return nodes.reduce<ContainerNode>((tree, node) => {
      const fresh = withFreshIds(node);
      const next = insertBlock(tree, anchor ?? tree.id, 'bottom', fresh, newNodeId);
      const landed = landedAs(next, fresh);
      anchor = landed.at(-1) ?? anchor;
      placed.push(...landed);
      return next;
    }, root);
  });
  if (!pasted) return false;
  select(placed);
  return placed.length > 0;
}

/**
 * The ids a pasted node ended up as. Normalising the page can dissolve it: a column pasted
 * into a column gives its children to the column, a group of one is replaced by its child.
 * The next node is pasted below the last of them, and all of them are selected.
 */
function landedAs(tree: ContainerNode, node: LayoutNode): string[] {
  if (findNode(tree, node.id)) return [node.id];
  return node.type === 'content' ? [] : node.children.flatMap((child) => landedAs(tree, child));
}

function blocksFrom(json: string): LayoutNode[] | null {
  if (!json) return null;
  try {
    const parsed = BlocksOnClipboard.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function withFreshIds(node: LayoutNode): LayoutNode {
  const id = newNodeId() as NodeId;
  if (node.type === 'content') return { ...node, id, content: structuredClone(node.content) };
  return { ...node, id, children: node.children.map(withFreshIds) };
}

function plainText(node: LayoutNode): string {
  if (node.type !== 'content') return node.children.map(plainText).filter(Boolean).join('\n');
  const { content } = node;
  if (content.kind === 'text') return content.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join('')).join('\n');
  if (content.kind === 'table') return content.rows.map((row) => row.join('\t')).join('\n');
  if (content.kind === 'quote') return `${content.sentence}${content.author ? ` — ${content.author}` : ''}`;
  if (content.kind === 'button') return `${content.label} ${content.url}`;
  if (content.kind === 'video') return content.url;
  return '';
}
