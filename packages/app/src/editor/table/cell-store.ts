import { create } from 'zustand';
import type { TextSelection } from '../text/text-edits.ts';
import type { CellAddress } from './cell-edits.ts';

/** The table cell being typed into. */
export interface EditedCell extends CellAddress {
  pageId: string;
  blockId: string;
}

interface CellEditingState {
  cell: EditedCell | null;
  /** Caret and selection in the cell's text. */
  text: TextSelection;
  start(cell: EditedCell, text: TextSelection): void;
  setText(text: TextSelection): void;
  stop(): void;
}

/**
 * UI state of typing in a table cell, beside the editor's store (selection and text-block
 * editing live there): never shared with collaborators nor recorded by undo.
 */
export const useCellStore = create<CellEditingState>((set) => ({
  cell: null,
  text: { anchor: 0, focus: 0 },
  start: (cell, text) => set({ cell, text }),
  setText: (text) => set({ text }),
  stop: () => set({ cell: null }),
}));
