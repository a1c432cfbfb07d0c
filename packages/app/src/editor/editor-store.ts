import { create } from 'zustand';

export type Panel = 'theme' | 'notes' | null;

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
  /** 1 = fit the slide to the viewport; other values multiply that. */
  zoom: number;
  panel: Panel;
  presenting: boolean;
  selectPage(pageId: string): void;
  select(ids: string[]): void;
  toggle(id: string): void;
  edit(blockId: string | null): void;
  setZoom(zoom: number): void;
  setPanel(panel: Panel): void;
  present(on: boolean): void;
}

export const useEditorStore = create<EditorState>((set, get) => ({
  pageId: null,
  selection: [],
  editing: null,
  zoom: 1,
  panel: null,
  presenting: false,
  selectPage: (pageId) => {
    if (get().pageId !== pageId) set({ pageId, selection: [], editing: null });
  },
  select: (selection) => set({ selection, editing: get().editing && selection.includes(get().editing!) ? get().editing : null }),
  toggle: (id) => {
    const { selection } = get();
    set({ selection: selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id], editing: null });
  },
  edit: (editing) => set(editing ? { editing, selection: [editing] } : { editing: null }),
  setZoom: (zoom) => set({ zoom: Math.min(4, Math.max(0.25, zoom)) }),
  setPanel: (panel) => set({ panel: get().panel === panel ? null : panel }),
  present: (presenting) => set({ presenting, editing: null }),
}));

/** A fresh editor for each project opened. */
export function resetEditorStore(): void {
  useEditorStore.setState({ pageId: null, selection: [], editing: null, zoom: 1, panel: null, presenting: false });
}
