import { Download, FileUp } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { PublicHeader } from '../pages/PublicHeader.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { DeckTools } from './DeckTools.tsx';
import { saveBlob } from '../ui/save-blob.ts';
import { graphBounds, standaloneSvg, svgToPng } from './export-graph.ts';
import { GRAPH_LIMITS } from './graph-limits.ts';
import { groupColour, groupSlots } from './group-colours.ts';
import { GraphView, LABEL_MARGIN } from './GraphView.tsx';
import { useForceGraphT } from './forcegraph-i18n.ts';
import { ParseIssues } from './ParseIssues.tsx';
import { parseGraph, type Graph } from './parse-graph.ts';
import { useForceLayout } from './use-force-layout.ts';
import './forcegraph.css';

const EMPTY: Graph = { nodes: [], links: [] };
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => matchMedia(REDUCED_MOTION).matches,
  );
}

/** §2 /forcegraph: paste links or a CSV of edges, get a force-directed picture to drag and download. */
export default function ForceGraphScreen() {
  const t = useForceGraphT();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const inputId = useId();
  const helpId = useId();
  const [text, setText] = useState(() => t('sample'));
  const [fileTooLarge, setFileTooLarge] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const deferredText = useDeferredValue(text);
  const result = useMemo(() => parseGraph(deferredText), [deferredText]);
  const lastGood = useRef<Graph>(EMPTY);
  // A refused input (too many nodes, too long) leaves the last drawn graph in place.
  if (result.ok) lastGood.current = result.graph;
  const graph = lastGood.current;
  const layout = useForceLayout(graph, useReducedMotion());
  const slots = useMemo(() => groupSlots(graph.nodes.map((node) => node.group)), [graph]);
  const svgRef = useRef<SVGSVGElement | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked on the byte size before reading, so a stray video never reaches the parser.
    const tooLarge = file.size > GRAPH_LIMITS.maxTextLength * 4;
    setFileTooLarge(tooLarge);
    if (!tooLarge) setText(await file.text());
  };

  const exportAs = async (kind: 'svg' | 'png') => {
    setExportFailed(false);
    try {
      const bounds = graphBounds(layout.nodes, LABEL_MARGIN);
      const background = getComputedStyle(document.documentElement).getPropertyValue('--surface').trim() || '#ffffff';
      const markup = standaloneSvg(svgRef.current!, bounds, background);
      const blob = kind === 'svg' ? new Blob([markup], { type: 'image/svg+xml' }) : await svgToPng(markup, bounds.width, bounds.height);
      saveBlob(blob, `graph.${kind}`);
    } catch (error) {
      console.error(error);
      setExportFailed(true);
    }
  };

  return (
    <div className="public-page">
      <PublicHeader />
      <main className="forcegraph" id="main">
        <header className="fg-intro">
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </header>
        <section className="fg-input">
          <label htmlFor={inputId} className="fg-label">
            {t('inputLabel')}
          </label>
          <p id={helpId} className="muted fg-help">
            {t('syntaxHelp')}
          </p>
          <textarea
            id={inputId}
            className="textarea fg-textarea"
            value={text}
            onChange={(event) => {
              setFileTooLarge(false);
              setText(event.target.value);
            }}
            aria-describedby={helpId}
            spellCheck={false}
            dir="auto"
            data-testid="forcegraph-input"
          />
          <label className="btn btn-secondary fg-file">
            <FileUp size={16} aria-hidden />
            {t('openFile')}
            <input type="file" accept=".csv,.txt,text/csv,text/plain" className="visually-hidden" onChange={onFile} />
          </label>
          <ParseIssues result={result} fileTooLarge={fileTooLarge} />
          {signedIn ? <DeckTools graph={graph} onText={setText} /> : null}
        </section>
        <section className="fg-output" aria-label={t('graphSection')}>
          {graph.nodes.length === 0 ? <p className="muted fg-empty">{t('empty')}</p> : null}
          <GraphView layout={layout} slots={slots} svgRef={svgRef} graphKey={graph} />
          <p className="muted fg-help">{t('dragHint')}</p>
          {slots.size > 0 ? (
            <ul className="fg-legend" aria-label={t('groups')}>
              {[...slots].map(([group, slot]) => (
                <li key={group}>
                  <span className="fg-swatch" style={{ background: groupColour(slot) }} aria-hidden />
                  {group}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="fg-actions">
            <button type="button" className="btn btn-primary" onClick={() => exportAs('svg')} disabled={graph.nodes.length === 0}>
              <Download size={16} aria-hidden />
              {t('downloadSvg')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => exportAs('png')} disabled={graph.nodes.length === 0}>
              <Download size={16} aria-hidden />
              {t('downloadPng')}
            </button>
          </div>
          {exportFailed ? (
            <p role="alert" className="fg-error">
              {t('exportFailed')}
            </p>
          ) : null}
        </section>
      </main>
    </div>
  );
}
