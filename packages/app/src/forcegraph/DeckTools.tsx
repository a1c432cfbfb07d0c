import { newNodeId } from '@folio/layout';
import { useEffect, useId, useState } from 'react';
import { projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { insertIntoDeck } from '../diagram/diagram-api.ts';
import { deckApi } from './deck-api.ts';
import { deckGraphText } from './deck-graph.ts';
import { DIAGRAM_MAX_EDGES, DIAGRAM_MAX_NODES, diagramFromGraph, exceedsDiagram } from './diagram-from-graph.ts';
import { useForceGraphT } from './forcegraph-i18n.ts';
import type { Graph } from './parse-graph.ts';

/** As many decks as one list call returns; the picker is a shortcut, not the workspace. */
const DECKS_LISTED = 100;

interface Inserted {
  id: string;
  kind: string;
  title: string;
  cut: boolean;
}

/** Signed in: draw a deck's map into the input, or add the current graph to a deck as a diagram block. */
export function DeckTools({ graph, onText }: { graph: Graph; onText: (text: string) => void }) {
  const t = useForceGraphT();
  const pickerId = useId();
  const [decks, setDecks] = useState<ProjectSummary[] | undefined>(undefined);
  const [deckId, setDeckId] = useState('');
  const [busy, setBusy] = useState(false);
  const [inserted, setInserted] = useState<Inserted | undefined>(undefined);

  useEffect(() => {
    projectApi.list({ page: 1, size: DECKS_LISTED }).then((page) => {
      setDecks(page.list);
      setDeckId(page.list[0]?.id ?? '');
    }, showApiError);
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setInserted(undefined);
    try {
      await action();
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const drawDeck = () =>
    run(async () => {
      const project = await deckApi.get(deckId);
      onText(deckGraphText(project.document, { deck: t('groupDeck'), slide: t('groupSlide'), keyword: t('groupKeyword') }));
    });

  const insert = () =>
    run(async () => {
      const deck = decks!.find((listed) => listed.id === deckId)!;
      // The server adds the slide to the deck's live document, so an editor with it open keeps its edits.
      await insertIntoDeck(deckId, diagramFromGraph(graph), '');
      setInserted({ id: deck.id, kind: deck.kind, title: deck.title, cut: exceedsDiagram(graph) });
    });

  if (decks === undefined) return null;
  return (
    <section className="fg-decks" aria-labelledby={`${pickerId}-title`}>
      <h2 id={`${pickerId}-title`}>{t('decksTitle')}</h2>
      {decks.length === 0 ? (
        <p className="muted">{t('noDecks')}</p>
      ) : (
        <>
          <label htmlFor={pickerId} className="fg-label">
            {t('deckPicker')}
          </label>
          <select id={pickerId} className="fg-select" value={deckId} onChange={(event) => setDeckId(event.target.value)}>
            {decks.map((deck) => (
              <option key={deck.id} value={deck.id}>
                {deck.title || t('untitled')}
              </option>
            ))}
          </select>
          <div className="fg-actions">
            <button type="button" className="btn btn-secondary" onClick={drawDeck} disabled={busy || !deckId}>
              {t('drawDeck')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={insert} disabled={busy || !deckId || graph.nodes.length === 0}>
              {t('insertIntoDeck')}
            </button>
          </div>
          <div role="status">
            {inserted ? (
              <p className="fg-inserted">
                {t('inserted', { title: inserted.title || t('untitled') })}
                {inserted.cut ? ` ${t('insertedCut', { nodes: DIAGRAM_MAX_NODES, links: DIAGRAM_MAX_EDGES })}` : ''}{' '}
                <AppLink href={`${inserted.kind === 'page' ? '/p' : '/presentation'}/${inserted.id}`}>{t('openDeck')}</AppLink>
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
