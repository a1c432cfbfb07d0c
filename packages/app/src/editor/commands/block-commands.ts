import { type BlockContent, type ContainerNode, deleteNode, deletePage, duplicateNode, findNode, insertBlock, insertPage, LOCAL_ORIGIN, newNodeId, type NodeId, type Page, type PageId, readProject, setAlignment, type Side, type VerticalAlign } from '@folio/layout';
import type * as Y from 'yjs';
import { blankPage, contentNode, defaultContent, type NewSlideHints } from '../blocks/default-content.ts';
import { useEditorStore } from '../editor-store.ts';
import { editPage } from './page-edits.ts';

/**
 * The editor's block and slide commands, shared by toolbar buttons and shortcuts. Each acts on
 * the current page and selection and writes the new tree in one local transaction.
 */
export function duplicateSelection(ydoc: Y.Doc, pageId: string): void {
  const { selection, select } = useEditorStore.getState();
  const copies: string[] = [];
  const changed = editPage(ydoc, pageId, (root) =>
    selection.reduce((tree, id) => {
      if (!findNode(tree, id)) return tree;
      // duplicateNode names the copy with its first new id.
      let copyId: string | undefined;
      const next = duplicateNode(tree, id, () => {
        const fresh = newNodeId();
        copyId ??= fresh;
        return fresh;
      });
      if (copyId && next !== tree) copies.push(copyId);
      return next;
    }, root),
  );
  // A refused edit copied nothing, however many copies it had made on the way.
  if (changed && copies.length > 0) select(copies);
}

export function deleteSelection(ydoc: Y.Doc, pageId: string): void {
  const { selection, select } = useEditorStore.getState();
  editPage(ydoc, pageId, (root) => selection.reduce((tree, id) => (findNode(tree, id) ? deleteNode(tree, id) : tree), root));
  select([]);
}

export function alignSelection(ydoc: Y.Doc, pageId: string, align: VerticalAlign): void {
  const { selection } = useEditorStore.getState();
  editPage(ydoc, pageId, (root) => selection.reduce((tree, id) => (findNode(tree, id)?.type === 'content' ? setAlignment(tree, id, align) : tree), root));
}

/**
 * Adds a block against a side of the selected block, or of the whole page when nothing is
 * selected (⌘/Ctrl+arrows, and the insert toolbar), and selects it. Returns false, and keeps
 * the selection, when the page had no room for it.
 */
export function addBlock(ydoc: Y.Doc, pageId: string, content: BlockContent = defaultContent('text'), side: Side = 'bottom'): boolean {
  const { selection, select } = useEditorStore.getState();
  const node = contentNode(content);
  const added = editPage(ydoc, pageId, (root) => {
    const target = selection.find((id) => findNode(root, id)) ?? root.id;
    return insertBlock(root, target, side, node, newNodeId);
  });
  if (added) select([node.id]);
  return added;
}

export function addSlide(ydoc: Y.Doc, afterPageId: string | null, hints: NewSlideHints): string {
  const page = blankPage(hints);
  insertPage(ydoc, slideIndex(ydoc, afterPageId) + 1, page);
  useEditorStore.getState().selectPage(page.id);
  return page.id;
}

export function duplicateSlide(ydoc: Y.Doc, pageId: string): void {
  const doc = readProject(ydoc);
  const source = doc.pages.find((page) => page.id === pageId);
  if (!source) return;
  const copy: Page = { ...source, id: newNodeId() as PageId, layout: freshIds(source.layout) };
  ydoc.transact(() => insertPage(ydoc, slideIndex(ydoc, pageId) + 1, copy), LOCAL_ORIGIN);
  useEditorStore.getState().selectPage(copy.id);
}

/** A page keeps at least one slide, as a project must (ProjectDocument: pages ≥ 1). */
export function deleteSlide(ydoc: Y.Doc, pageId: string): void {
  const pages = readProject(ydoc).pages;
  if (pages.length <= 1) return;
  const index = pages.findIndex((page) => page.id === pageId);
  deletePage(ydoc, pageId);
  const next = pages[index + 1] ?? pages[index - 1];
  if (next) useEditorStore.getState().selectPage(next.id);
}

function slideIndex(ydoc: Y.Doc, pageId: string | null): number {
  const pages = readProject(ydoc).pages;
  const index = pageId === null ? -1 : pages.findIndex((page) => page.id === pageId);
  return index === -1 ? pages.length - 1 : index;
}

function freshIds(node: ContainerNode): ContainerNode {
  return {
    ...node,
    id: newNodeId() as NodeId,
    children: node.children.map((child) => (child.type === 'content' ? { ...child, id: newNodeId() as NodeId, content: structuredClone(child.content) } : freshIds(child))),
  };
}
