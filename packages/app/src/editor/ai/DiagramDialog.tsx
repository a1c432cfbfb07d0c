import type { BlockOf } from '@folio/layout';
import { useEffect, useRef, useState } from 'react';
import { showApiError } from '../../errors/show-api-error.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { aiEditorApi, type DiagramEdge, type DiagramNode } from './ai-editor-api.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { insertAiBlock } from './insert-ai-block.ts';

/** Insert with AI → diagram: the nodes show as the stream draws them; the finished diagram is inserted as one block. */
export function DiagramDialog({ session }: { session: EditorSession }) {
  const t = useAiT();
  const close = () => useAiStore.getState().openDialog(null);
  const [prompt, setPrompt] = useState('');
  const [nodes, setNodes] = useState<DiagramNode[]>([]);
  const [edges, setEdges] = useState<DiagramEdge[]>([]);
  const [diagram, setDiagram] = useState<BlockOf<'diagram'> | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const generate = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setNodes([]);
    setEdges([]);
    setDiagram(null);
    try {
      for await (const event of aiEditorApi.diagram(prompt.trim(), controller.signal)) {
        if (event.type === 'node') setNodes((list) => [...list, event.node]);
        else if (event.type === 'edge') setEdges((list) => [...list, event.edge]);
        else setDiagram(event.block);
      }
    } catch (error) {
      showApiError(error);
    } finally {
      if (running.current === controller) setBusy(false);
    }
  };
  const insert = () => {
    if (!diagram) return;
    // A slide with no room says why in a toast; the dialog stays, so what the AI made is not lost.
    if (insertAiBlock(session, diagram)) close();
  };
  const shown = diagram?.nodes ?? nodes;
  return (
    <Modal open onClose={close} title={t('diagram.title')} size="medium" testId="ai-diagram-dialog">
      <form
        className="ai-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (prompt.trim() && !busy) void generate();
        }}
      >
        <input className="ai-field" value={prompt} aria-label={t('diagram.prompt')} placeholder={t('diagram.prompt')} onChange={(event) => setPrompt(event.target.value)} />
        <button type="submit" className="btn btn-secondary btn-small" disabled={!prompt.trim() || busy}>
          {t('diagram.generate')}
        </button>
      </form>
      <ol className="ai-diagram-nodes" data-testid="ai-diagram-nodes" aria-live="polite" aria-label={t('diagram.nodes', { count: shown.length })}>
        {shown.map((node) => (
          <li key={node.id}>{node.label}</li>
        ))}
      </ol>
      {edges.length > 0 && <p className="muted">{edges.map((edge) => `${label(shown, edge.from)} → ${label(shown, edge.to)}`).join(' · ')}</p>}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!diagram} onClick={insert}>
          {t('diagram.insert')}
        </button>
      </div>
    </Modal>
  );
}

function label(nodes: DiagramNode[], id: string): string {
  return nodes.find((node) => node.id === id)?.label ?? id;
}
