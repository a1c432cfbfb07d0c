import { create } from 'zustand';
import { DEBUG_PRESSES, DEBUG_PRESS_GAP_MS } from '../spec/constants.ts';
import { readLocal, writeLocal } from '../spec/storage.ts';

interface DebugState {
  enabled: boolean;
  /** One press of the debug trigger; §2: 10 presses, each within 500 ms of the last, toggle the mode. */
  press(now?: number): boolean;
}

let presses = 0;
let lastPress = 0;

export const useDebugStore = create<DebugState>((set, get) => ({
  enabled: readLocal('debug') === '1',
  press(now = Date.now()) {
    presses = now - lastPress <= DEBUG_PRESS_GAP_MS ? presses + 1 : 1;
    lastPress = now;
    if (presses < DEBUG_PRESSES) return false;
    presses = 0;
    const enabled = !get().enabled;
    writeLocal('debug', enabled ? '1' : '0');
    set({ enabled });
    return true;
  },
}));
