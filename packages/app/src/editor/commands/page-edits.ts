import { readProject, setPageLayout, type ContainerNode } from '@folio/layout';
import type * as Y from 'yjs';

/** Fresh node ids: short, unique enough within a project, under the schema's 64 characters. */
export function newNodeId(): string {
  return `n${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

function pageLayout(ydoc: Y.Doc, pageId: string): ContainerNode | undefined {
  return readProject(ydoc).pages.find((page) => page.id === pageId)?.layout;
}

/**
 * A structural change of one page: the new tree replaces the old in one transaction with
 * the local origin (so it is one undo step). A tree edit that changes nothing writes nothing.
 */
export function editPage(ydoc: Y.Doc, pageId: string, edit: (root: ContainerNode) => ContainerNode): boolean {
  const root = pageLayout(ydoc, pageId);
  if (!root) return false;
  const next = edit(root);
  if (next === root) return false;
  setPageLayout(ydoc, pageId, next);
  return true;
}
