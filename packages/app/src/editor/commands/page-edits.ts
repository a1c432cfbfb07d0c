import { MAX_CHILDREN, MAX_PAGE_NODES, MAX_TREE_DEPTH, readProject, setPageLayout, TreeEditError, type ContainerNode, type TreeEditErrorCode } from '@folio/layout';
import type * as Y from 'yjs';
import { i18next } from '../../i18n/i18n.ts';
import { toast } from '../../stores/toast-store.ts';

function pageLayout(ydoc: Y.Doc, pageId: string): ContainerNode | undefined {
  return readProject(ydoc).pages.find((page) => page.id === pageId)?.layout;
}

/**
 * The refusals a person can cause by editing (a page at a limit of the layout schema), with
 * what they are told. Any other TreeEditError means the editor asked for something impossible
 * and is thrown.
 */
const REFUSALS: Partial<Record<TreeEditErrorCode, () => string>> = {
  'too-deep': () => i18next.t('refused.tooDeep', { ns: 'editor', levels: MAX_TREE_DEPTH }),
  'too-large': () => i18next.t('refused.tooLarge', { ns: 'editor', nodes: MAX_PAGE_NODES }),
  'too-many-children': () => i18next.t('refused.tooManyChildren', { ns: 'editor', blocks: MAX_CHILDREN }),
};

/**
 * A structural change of one page: the new tree replaces the old in one transaction with
 * the local origin (so it is one undo step). A tree edit that changes nothing writes nothing.
 * An edit refused at a limit writes nothing either and says why in a toast: written, the
 * server would refuse the update and the socket would reconnect and be refused again.
 * Returns whether the page changed.
 */
export function editPage(ydoc: Y.Doc, pageId: string, edit: (root: ContainerNode) => ContainerNode): boolean {
  const root = pageLayout(ydoc, pageId);
  if (!root) return false;
  let next: ContainerNode;
  try {
    next = edit(root);
  } catch (error) {
    const refusal = error instanceof TreeEditError ? REFUSALS[error.code] : undefined;
    if (!refusal) throw error;
    toast(refusal(), 'error');
    return false;
  }
  if (next === root) return false;
  setPageLayout(ydoc, pageId, next);
  return true;
}
