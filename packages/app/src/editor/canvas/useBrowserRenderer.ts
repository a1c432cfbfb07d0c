import { useEffect, useState } from 'react';
import { browserRenderer, type BrowserRenderer } from '../../render/browser-renderer.ts';

let ready: BrowserRenderer | null = null;

/** The tab's renderer (fonts and canvas backend) once it has loaded. */
export function useBrowserRenderer(): BrowserRenderer | null {
  const [renderer, setRenderer] = useState(ready);
  useEffect(() => {
    if (renderer) return;
    void browserRenderer().then((loaded) => {
      ready = loaded;
      setRenderer(loaded);
    });
  }, [renderer]);
  return renderer;
}
