import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { toast } from '../stores/toast-store.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { diagramApi, insertIntoDeck, type DiagramRecord } from './diagram-api.ts';
import { DiagramCanvas, type CanvasEdit } from './canvas/DiagramCanvas.tsx';
import { addNode, connect, relabelEdge, relabelNode, removeEdge, removeNode, moveNode } from './canvas/diagram-edits.ts';
import { change, redo, startHistory, undo } from './canvas/source-history.ts';
import { withLines, withoutPositions, withPosition } from './flowchart/edit-text.ts';
import { edgeLine, nodeLine, writeFlowchart } from './flowchart/write-flowchart.ts';
import { diagramPdf, diagramPng, diagramSvg } from './render-diagram.ts';
import { DIAGRAM_LIMITS } from './flowchart/diagram-limits.ts';
import { layoutChoice, withDirection, withLayout, type LayoutChoice } from './flowchart/layout-directive.ts';
import { parseFlowchart } from './flowchart/parse-flowchart.ts';
import { useDiagramT } from './diagram-screen-i18n.ts';
import { ProblemList } from './ProblemList.tsx';
import { PromptToDiagram } from './PromptToDiagram.tsx';
import { saveBlob } from '../ui/save-blob.ts';
import './diagram-screen.css';

/** What a new diagram starts with: a working example is the quickest way to learn the syntax. */
const STARTER = 'graph TD\n  A[Idea] --> B[Draft] --> C[Ship]';

interface Draft {
  id: number | null;
  title: string;
  source: string;
}

type DiagramBlock = NonNullable<ReturnType<typeof parseFlowchart>['block']>;

/** The syntax at a glance, the same in every language: it is what is typed. */
const CHEAT_SHEET = 'A[…]   A(…)   A{…}   A((…))\nA --> B   A -->|…| B   A --- B\n%% …';

const NEW_DRAFT: Draft = { id: null, title: '', source: STARTER };

/**
 * §2 Diagram (beta): the person's diagrams, each written as flowchart text (Mermaid's
 * `graph TD` subset) and drawn live by the diagram block's own drawing; saved on the server,
 * downloaded as PNG, or added to one of their decks as a new slide.
 */
export function DiagramScreen() {
  const t = useDiagramT();
  const shellT = useTranslation().t;
  const [diagrams, setDiagrams] = useState<DiagramRecord[] | null>(null);
  const [draft, setDraft] = useState<Omit<Draft, 'source'>>(NEW_DRAFT);
  /** The diagram's text with its undo history: the text is the whole diagram, and the drawing edits it too. */
  const [history, setHistory] = useState(() => startHistory(NEW_DRAFT.source));
  const text = history.present;
  const edit = (next: string, how: 'typing' | 'drawing') => setHistory((current) => change(current, next, how));
  const [connecting, setConnecting] = useState(false);
  const [editNode, setEditNode] = useState<string | null>(null);
  const editNodeDone = useCallback(() => setEditNode(null), []);
  /** The draft as last opened or saved: edits past it are what leaving would lose. */
  const [baseline, setBaseline] = useState<Draft>(NEW_DRAFT);
  /** A diagram to open once the person agrees to drop their unsaved edits (null: a new one). */
  const [leaving, setLeaving] = useState<{ to: DiagramRecord | null } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [decks, setDecks] = useState<ProjectSummary[] | null>(null);
  const [deckId, setDeckId] = useState('');
  const [inserted, setInserted] = useState<{ deck: ProjectSummary; slide: number } | null>(null);
  const ids = { title: useId(), source: useId(), help: useId(), deck: useId(), layout: useId(), direction: useId() };

  useEffect(() => {
    diagramApi.list().then(setDiagrams, (error: unknown) => {
      setDiagrams([]);
      showApiError(error, t('failed'));
    });
    projectApi.list({ page: 1, size: 100 }).then(
      (page) => setDecks(page.list),
      () => setDecks([]),
    );
  }, [t]);

  const source = useDeferredValue(text);
  const parsed = useMemo(() => parseFlowchart(source), [source]);
  const [lastGood, setLastGood] = useState(parsed.block);
  useEffect(() => {
    if (parsed.block) setLastGood(parsed.block);
  }, [parsed.block]);
  const title = draft.title.trim() || t('untitled');

  const dirty = draft.title !== baseline.title || text !== baseline.source;
  const show = (record: DiagramRecord | null) => {
    const next = record ? { id: record.id, title: record.title, source: record.source } : NEW_DRAFT;
    setDraft(next);
    setHistory(startHistory(next.source));
    setBaseline(next);
    setInserted(null);
  };
  const open = (record: DiagramRecord | null) => {
    if (dirty) setLeaving({ to: record });
    else show(record);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showApiError(error, t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const saved = draft.id === null ? await diagramApi.add(draft.title, text) : await diagramApi.update(draft.id, draft.title, text);
      setDraft((current) => ({ ...current, id: saved.id }));
      setBaseline({ id: saved.id, title: saved.title, source: saved.source });
      setDiagrams((list) => [saved, ...(list ?? []).filter((each) => each.id !== saved.id)]);
      toast(t('saved'), 'success');
    });

  const remove = () =>
    run(async () => {
      if (draft.id === null) return;
      await diagramApi.remove(draft.id);
      setDiagrams((list) => (list ?? []).filter((each) => each.id !== draft.id));
      show(null);
      toast(t('removed'), 'success');
    });

  const download = (format: 'png' | 'svg' | 'pdf') =>
    run(async () => {
      const block = parsed.block;
      if (!block) return;
      const file = { png: () => diagramPng(block), svg: () => diagramSvg(block, title), pdf: () => diagramPdf(block, title) }[format];
      saveBlob(await file(), `${fileName(title)}.${format}`);
    });

  /** An edit on the drawing, written into the text (edit-text.ts says which edits keep the person's lines). */
  const editDrawing = (change: CanvasEdit) => {
    const block = parseFlowchart(text).block;
    if (!block) return;
    const rewrite = (next: DiagramBlock) => {
      const choice = layoutChoice(text);
      return choice === 'auto' ? writeFlowchart(next) : withLayout(writeFlowchart(next), choice);
    };
    switch (change.kind) {
      case 'move': {
        const at = moveNode(block, change.id, change.at).nodes.find((node) => node.id === change.id)?.at;
        if (at) edit(withPosition(text, change.id, at), 'drawing');
        return;
      }
      case 'connect':
        if (connect(block, change.from, change.to) !== block) edit(withLines(text, [edgeLine(change.from, change.to)]), 'drawing');
        return;
      case 'relabelNode':
        return edit(rewrite(relabelNode(block, change.id, change.label)), 'drawing');
      case 'relabelEdge':
        return edit(rewrite(relabelEdge(block, change.index, change.label)), 'drawing');
      case 'removeNode': {
        const next = removeNode(block, change.id);
        if (next === block) toast(t('lastNode'), 'error');
        else edit(rewrite(next), 'drawing');
        return;
      }
      case 'removeEdge':
        return edit(rewrite(removeEdge(block, change.index)), 'drawing');
    }
  };

  const addToDrawing = () => {
    const block = parseFlowchart(text).block;
    if (!block) return;
    const added = addNode(block, t('newNode'));
    if (added.id === null) return toast(t('nodeLimit', { max: DIAGRAM_LIMITS.nodes }), 'error');
    edit(withLines(text, [nodeLine(added.id, added.block.nodes.at(-1)!)]), 'drawing');
    setEditNode(added.id);
  };

  const insert = () =>
    run(async () => {
      const deck = decks?.find((each) => each.id === deckId);
      if (!deck || !parsed.block) return;
      const slide = await insertIntoDeck(deck.id, parsed.block, draft.title);
      setInserted({ deck, slide });
    });

  return (
    <div className="dgm" data-testid="diagram-page">
      <aside className="dgm-side">
        <h1 className="dgm-heading">
          {t('title')} <span className="badge">{shellT('nav.beta')}</span>
        </h1>
        <p className="muted dgm-intro">{t('intro')}</p>
        <button type="button" className="btn btn-primary" onClick={() => open(null)}>
          {t('newDiagram')}
        </button>
        <h2 className="dgm-subheading">{t('yours')}</h2>
        {diagrams && diagrams.length === 0 && <p className="muted">{t('none')}</p>}
        <ul className="dgm-list" aria-busy={diagrams === null}>
          {diagrams?.map((each) => (
            <li key={each.id}>
              <button type="button" className="dgm-item" aria-current={each.id === draft.id} onClick={() => open(each)}>
                {each.title.trim() || t('untitled')}
              </button>
            </li>
          ))}
        </ul>
      </aside>

      <section className="dgm-work">
        <div className="field">
          <label htmlFor={ids.title}>{t('titleLabel')}</label>
          <input id={ids.title} className="input" value={draft.title} maxLength={200} placeholder={t('untitled')} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        </div>

        <div className="dgm-panes">
          <div className="dgm-text">
            <PromptToDiagram onText={(written) => edit(written, 'drawing')} />
            <div className="dgm-insert-row">
              <span className="dgm-choice">
                <label htmlFor={ids.layout}>{t('layoutLabel')}</label>
                <select id={ids.layout} className="input dgm-select" value={layoutChoice(text)} onChange={(event) => edit(withoutPositions(withLayout(text, event.target.value as LayoutChoice)), 'drawing')}>
                  <option value="auto">{t('layoutAuto')}</option>
                  <option value="flow">{t('layoutFlow')}</option>
                  <option value="tree">{t('layoutTree')}</option>
                  <option value="cycle">{t('layoutCycle')}</option>
                </select>
              </span>
              <span className="dgm-choice">
                <label htmlFor={ids.direction}>{t('directionLabel')}</label>
                <select id={ids.direction} className="input dgm-select" value={parsed.block?.direction === 'horizontal' ? 'LR' : 'TD'} onChange={(event) => edit(withoutPositions(withDirection(text, event.target.value as 'TD' | 'LR')), 'drawing')}>
                  <option value="TD">{t('directionDown')}</option>
                  <option value="LR">{t('directionRight')}</option>
                </select>
              </span>
            </div>
            <label htmlFor={ids.source} className="dgm-label">
              {t('sourceLabel')}
            </label>
            <textarea
              id={ids.source}
              className="textarea dgm-source"
              dir="ltr"
              spellCheck={false}
              rows={12}
              maxLength={DIAGRAM_LIMITS.sourceChars}
              aria-describedby={ids.help}
              aria-invalid={parsed.errors.length > 0}
              value={text}
              onChange={(event) => edit(event.target.value, 'typing')}
            />
            <div id={ids.help} className="dgm-help">
              <p className="muted">{t('syntaxHelp')}</p>
              <pre className="dgm-cheats" dir="ltr">
                {CHEAT_SHEET}
              </pre>
            </div>
            <ProblemList heading={t('cannotDraw')} kind="error" problems={parsed.errors.map((error) => t(`errors.${error.code}`, problemValues(error)))} />
            <ProblemList heading={t('drawnDifferently')} kind="notice" problems={parsed.notices.map((notice) => t(`notices.${notice.code}`, problemValues(notice)))} />
          </div>

          <div className="dgm-view">
            <h2 className="dgm-label">{t('preview')}</h2>
            <div className="dgm-tools" role="toolbar" aria-label={t('drawingTools')}>
              <button type="button" className="btn btn-secondary btn-small" disabled={!parsed.block || parsed.block.nodes.length >= DIAGRAM_LIMITS.nodes} onClick={addToDrawing}>
                {t('addNode')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" aria-pressed={connecting} disabled={!parsed.block || parsed.block.nodes.length < 2} onClick={() => setConnecting(!connecting)}>
                {t('connect')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" disabled={!parsed.block?.nodes.some((node) => node.at)} onClick={() => edit(withoutPositions(text), 'drawing')}>
                {t('arrange')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" disabled={history.past.length === 0} onClick={() => setHistory(undo)}>
                {t('undo')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" disabled={history.future.length === 0} onClick={() => setHistory(redo)}>
                {t('redo')}
              </button>
            </div>
            <p className="muted dgm-canvas-help">{t('canvasHelp')}</p>
            <div className="dgm-canvas-frame">
              {lastGood && (
                <DiagramCanvas
                  block={parsed.block ?? lastGood}
                  label={title}
                  editable={parsed.block !== null}
                  connecting={connecting}
                  onConnectingChange={setConnecting}
                  editNode={editNode}
                  onEditNodeDone={editNodeDone}
                  onEdit={editDrawing}
                  onUndo={() => setHistory(undo)}
                  onRedo={() => setHistory(redo)}
                />
              )}
            </div>
          </div>
        </div>

        <div className="dgm-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>
            {t('save')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy || !parsed.block} onClick={() => download('png')}>
            {t('downloadPng')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy || !parsed.block} onClick={() => download('svg')}>
            {t('downloadSvg')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy || !parsed.block} onClick={() => download('pdf')}>
            {t('downloadPdf')}
          </button>
          {draft.id !== null && (
            <button type="button" className="btn btn-danger-outline" disabled={busy} onClick={() => setConfirmRemove(true)}>
              {t('remove', { title })}
            </button>
          )}
        </div>

        <fieldset className="dgm-insert">
          <legend>{t('insertTitle')}</legend>
          {decks && decks.length === 0 ? (
            <p className="muted">{t('noDecks')}</p>
          ) : (
            <div className="dgm-insert-row">
              <label htmlFor={ids.deck}>{t('deck')}</label>
              <select id={ids.deck} className="input" value={deckId} onChange={(event) => setDeckId(event.target.value)}>
                <option value="">{t('chooseDeck')}</option>
                {decks?.map((deck) => (
                  <option key={deck.id} value={deck.id}>
                    {deck.title.trim() || deck.id}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-secondary" disabled={busy || !deckId || !parsed.block} onClick={insert}>
                {t('insert')}
              </button>
            </div>
          )}
          {inserted && (
            <p role="status">
              {t('inserted', { n: inserted.slide })}{' '}
              <Link href={`/${inserted.deck.kind === 'page' ? 'p' : 'presentation'}/${inserted.deck.id}`}>{t('openDeck')}</Link>
            </p>
          )}
        </fieldset>
      </section>

      <ConfirmDialog
        open={leaving !== null}
        title={t('discardTitle')}
        text={t('discardText', { title })}
        confirmLabel={t('discard')}
        onConfirm={() => show(leaving?.to ?? null)}
        onClose={() => setLeaving(null)}
      />
      <ConfirmDialog
        open={confirmRemove}
        title={t('removeTitle')}
        text={t('removeText', { title })}
        confirmLabel={t('remove', { title })}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      />
    </div>
  );
}

function problemValues(problem: { line: number; code: string; text?: string }) {
  const max = { tooLong: DIAGRAM_LIMITS.sourceChars, idTooLong: DIAGRAM_LIMITS.idChars, labelTooLong: DIAGRAM_LIMITS.nodeLabelChars, edgeLabelTooLong: DIAGRAM_LIMITS.edgeLabelChars, tooManyNodes: DIAGRAM_LIMITS.nodes, tooManyEdges: DIAGRAM_LIMITS.edges }[problem.code];
  // Isolated, so a snippet of left-to-right syntax keeps its order inside a right-to-left sentence.
  return { line: problem.line, text: `\u2068${problem.text ?? ''}\u2069`, max: max ?? 0 };
}

/** A title as a file name: characters file systems refuse become dashes. */
function fileName(title: string): string {
  return title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').slice(0, 80) || 'diagram';
}
