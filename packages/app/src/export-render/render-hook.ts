import { drawPage, loadDeck } from '../render/browser-renderer.ts';

declare global {
  interface Window {
    /** Renders a deck's pages to PNG data URLs: the browser half of the parity check. */
    folioRenderDeck?: (url: string, scale: number) => Promise<string[]>;
  }
}

export function installRenderHook(): void {
  window.folioRenderDeck = async (url, scale) => {
    const prepared = await loadDeck(url);
    const pages: string[] = [];
    for (let index = 0; index < prepared.doc.pages.length; index++) {
      const canvas = document.createElement('canvas');
      await drawPage(canvas, prepared, index, scale);
      pages.push(canvas.toDataURL('image/png'));
    }
    return pages;
  };
}
