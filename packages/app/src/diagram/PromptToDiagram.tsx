import { useEffect, useId, useRef, useState } from 'react';
import { aiApi } from '../api/ai-api.ts';
import { aiEditorApi } from '../editor/ai/ai-editor-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { writeFlowchart } from './flowchart/write-flowchart.ts';
import { useDiagramT } from './diagram-screen-i18n.ts';

/**
 * "Describe it": with a model connected, the editor's diagram stream writes the diagram and its
 * text lands in the text area, to be read and edited like any other. Hidden while only the
 * built-in composer answers, which splits a prompt rather than understanding it.
 */
export function PromptToDiagram({ onText }: { onText: (text: string) => void }) {
  const t = useDiagramT();
  const [connected, setConnected] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  const id = useId();
  useEffect(() => {
    aiApi.provider().then(
      (provider) => setConnected(provider.kind !== 'composer'),
      () => setConnected(false),
    );
    return () => running.current?.abort();
  }, []);
  if (!connected) return null;

  const generate = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      for await (const event of aiEditorApi.diagram(prompt.trim(), controller.signal)) {
        if (event.type === 'diagram') onText(writeFlowchart(event.block));
      }
    } catch (error) {
      showApiError(error, t('failed'));
    } finally {
      if (running.current === controller) setBusy(false);
    }
  };

  return (
    <form
      className="dgm-prompt"
      onSubmit={(event) => {
        event.preventDefault();
        if (prompt.trim() && !busy) void generate();
      }}
    >
      <label htmlFor={id} className="dgm-label">
        {t('promptLabel')}
      </label>
      <div className="dgm-insert-row">
        <input id={id} className="input dgm-prompt-input" value={prompt} maxLength={2000} placeholder={t('promptPlaceholder')} onChange={(event) => setPrompt(event.target.value)} />
        <button type="submit" className="btn btn-secondary" disabled={!prompt.trim() || busy} aria-busy={busy}>
          {t('promptGo')}
        </button>
      </div>
    </form>
  );
}
