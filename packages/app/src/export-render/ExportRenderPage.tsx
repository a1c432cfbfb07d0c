import { useEffect, useState } from 'react';
import type { PreparedDocument } from '@folio/renderer';
import { loadDeck } from '../render/browser-renderer.ts';
import { PageCanvas } from './PageCanvas.tsx';

/**
 * §2 `/export-render`: the export worker's page. It defines `window.folioRenderDeck` and, for
 * people checking the browser backend by eye, draws any fixture deck: `/export-render?deck=every-block`.
 */
export function ExportRenderPage() {
  const deck = new URLSearchParams(location.search).get('deck');
  const [decks, setDecks] = useState<string[]>([]);
  const [prepared, setPrepared] = useState<PreparedDocument<ImageBitmap>>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    fetch('/fixtures/decks/')
      .then((response) => response.json() as Promise<string[]>)
      .then(setDecks, () => setDecks([]));
  }, []);

  useEffect(() => {
    if (!deck) return;
    loadDeck(`/fixtures/decks/${encodeURIComponent(deck)}.json`).then(setPrepared, (reason: Error) => setError(reason.message));
  }, [deck]);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, background: '#eceef2', minHeight: '100vh' }}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>Folio — fixture decks</h1>
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 24 }}>
        {decks.map((name) => (
          <a key={name} href={`/export-render?deck=${name}`} style={{ padding: '4px 10px', borderRadius: 6, background: name === deck ? '#222' : '#fff', color: name === deck ? '#fff' : '#222', textDecoration: 'none' }}>
            {name}
          </a>
        ))}
      </nav>
      {error && <p role="alert">{error}</p>}
      {prepared && (
        <section aria-label={prepared.doc.title} style={{ display: 'grid', gap: 24 }}>
          {prepared.doc.pages.map((page, index) => (
            <PageCanvas key={page.id} prepared={prepared} index={index} />
          ))}
        </section>
      )}
    </main>
  );
}
