import { findNode, readPageLayout, setPageLayout, updateContent, type BlockOf } from '@folio/layout';
import type * as Y from 'yjs';
import { editPage } from '../commands/page-edits.ts';
import { cellText, withCellText, withRowAdded, type CellAddress } from './cell-edits.ts';

/** The table as the document holds it now (not as last drawn). */
export function liveTable(ydoc: Y.Doc, pageId: string, blockId: string): BlockOf<'table'> | undefined {
  const layout = readPageLayout(ydoc, pageId);
  const node = layout ? findNode(layout, blockId) : undefined;
  return node?.type === 'content' && node.content.kind === 'table' ? node.content : undefined;
}

/**
 * A keystroke in a cell, written to the page's tree as part of the person's typing burst, so
 * typing in a cell is undone a burst at a time, as typing in a text block is.
 */
export function writeCellText(ydoc: Y.Doc, pageId: string, blockId: string, cell: CellAddress, text: string): void {
  const layout = readPageLayout(ydoc, pageId);
  const table = liveTable(ydoc, pageId, blockId);
  if (!layout || !table || cellText(table, cell) === text) return;
  setPageLayout(ydoc, pageId, updateContent(layout, blockId, withCellText(table, cell, text)), { typing: true });
}

/** An empty row at the end of the table, as an undo step of its own. */
export function addTableRow(ydoc: Y.Doc, pageId: string, blockId: string): boolean {
  return editPage(ydoc, pageId, (root) => {
    const node = findNode(root, blockId);
    return node?.type === 'content' && node.content.kind === 'table' ? updateContent(root, blockId, withRowAdded(node.content)) : root;
  });
}
