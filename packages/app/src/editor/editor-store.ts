import type { Marks, ThemeJson } from '@folio/layout';
import { create } from 'zustand';
import type { TextSelection } from './text/text-edits.ts';

export type Panel = 'theme' | 'notes' | 'history' | null;

/**
 * UI state of the editor (ARCHITECTURE.md: selection, panels and zoom live in zustand, not in
 * the Y.Doc, so they are never shared with collaborators nor recorded by undo).
 */
interface EditorState {
  pageId: string | null;
  /** Selected blocks, the last clicked last. */
  selection: string[];
  /** The text block being typed into. */
  editing: string | null;
  /** Caret and selection in the block being edited. */
  text: TextSelection;
  /** Marks toggled with a collapsed selection, applied to what is typed next. */
  pendingMarks: Marks | null;
  /** Fit the page to the viewport, or layout px to screen px (1 = actual size). */
  zoom: 'fit' | number;
  /** The scale the canvas draws at now, whichever zoom chose it: what the zoom label shows. */
  scale: number;
  panel: Panel;
  presenting: boolean;
  /** A theme being edited in the theme panel: the canvas and thumbnails show it until it is saved or dropped. */
  themeDraft: ThemeJson | null;
  /** Image uploads under way, by the block they go into: percent done (§9 weights). */
  uploads: Readonly<Record<string, number>>;
  selectPage(pageId: string): void;
  select(ids: string[]): void;
  toggle(id: string): void;
  edit(blockId: string | null, text?: TextSelection): void;
  setText(text: TextSelection): void;
  setPendingMarks(marks: Marks | null): void;
  setZoom(zoom: 'fit' | number): void;
  setPanel(panel: Panel): void;
  present(on: boolean): void;
  setThemeDraft(theme: ThemeJson | null): void;
  setUpload(blockId: string, percent: number | null): void;
}

export const useEditorStore = create<EditorState>((set, get) => ({
  pageId: null,
  selection: [],
  editing: null,
  text: { anchor: 0, focus: 0 },
  pendingMarks: null,
  zoom: 'fit',
  scale: 1,
  panel: null,
  presenting: false,
  themeDraft: null,
  uploads: {},
  selectPage: (pageId) => {
    if (get().pageId !== pageId) set({ pageId, selection: [], editing: null });
  },
  select: (selection) => set({ selection, editing: get().editing && selection.includes(get().editing!) ? get().editing : null }),
  toggle: (id) => {
    const { selection } = get();
    set({ selection: selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id], editing: null });
  },
  edit: (editing, text = { anchor: 0, focus: 0 }) => set(editing ? { editing, selection: [editing], text, pendingMarks: null } : { editing: null }),
  setText: (text) => set({ text, pendingMarks: null }),
  setPendingMarks: (pendingMarks) => set({ pendingMarks }),
  setZoom: (zoom) => set({ zoom: zoom === 'fit' ? zoom : Math.min(4, Math.max(0.1, zoom)) }),
  setPanel: (panel) => set({ panel: get().panel === panel ? null : panel }),
  present: (presenting) => set({ presenting, editing: null }),
  setThemeDraft: (themeDraft) => set({ themeDraft }),
  setUpload: (blockId, percent) => {
    const { [blockId]: _done, ...others } = get().uploads;
    set({ uploads: percent === null ? others : { ...others, [blockId]: percent } });
  },
}));

/** A fresh editor for each project opened. */
export function resetEditorStore(): void {
  useEditorStore.setState({ pageId: null, selection: [], editing: null, zoom: 'fit', panel: null, presenting: false, themeDraft: null, uploads: {} });
}
