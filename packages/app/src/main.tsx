import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeckViewer } from './deck-viewer/DeckViewer.tsx';
import { installRenderHook } from './deck-viewer/render-hook.ts';

installRenderHook();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DeckViewer />
  </StrictMode>,
);
