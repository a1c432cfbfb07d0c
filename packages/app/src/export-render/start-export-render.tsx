import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExportRenderPage } from './ExportRenderPage.tsx';
import { installRenderHook } from './render-hook.ts';

export function startExportRender(root: HTMLElement): void {
  installRenderHook();
  createRoot(root).render(
    <StrictMode>
      <ExportRenderPage />
    </StrictMode>,
  );
}
