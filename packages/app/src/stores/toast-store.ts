import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../spec/constants.ts';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

interface ToastState {
  toast: { id: number; text: string; kind: ToastKind } | null;
  show(text: string, kind?: ToastKind): void;
  dismiss(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/** §8: one toast at a time, top centre, 5 s; a new one replaces the one showing. */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show(text, kind = 'info') {
    clearTimeout(timer);
    set({ toast: { id: nextId++, text, kind } });
    timer = setTimeout(() => set({ toast: null }), TOAST_DURATION_MS);
  },
  dismiss() {
    clearTimeout(timer);
    set({ toast: null });
  },
}));

export const toast = (text: string, kind?: ToastKind) => useToastStore.getState().show(text, kind);
