import type { DeckFinding } from '@folio/renderer';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useEditorStore } from '../editor-store.ts';
import { useKindT } from '../page-words/page-words.ts';
import { CHECKS_NS } from './deck-checks-i18n.ts';

/** Quoted text is cut to this many characters in a message: enough to find it on the slide. */
const QUOTE_CHARS = 40;

/**
 * The marker on a slide's thumbnail when the deck checks found something there: its tooltip
 * lists the findings, a click jumps to the slide, selects the block of the first finding and
 * opens the list, whose entries each select their block.
 */
export function SlideChecks({ pageId, index, findings, pageNumber }: { pageId: string; index: number; findings: readonly DeckFinding[]; pageNumber: (pageId: string) => number }) {
  const t = useKindT(CHECKS_NS);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const message = (finding: DeckFinding) => {
    const quoted = 'text' in finding ? { text: finding.text.length > QUOTE_CHARS ? `${finding.text.slice(0, QUOTE_CHARS - 1)}…` : finding.text } : {};
    return t(`codes.${finding.code}`, { ...finding, ...quoted, n: finding.code === 'repeated-picture' ? pageNumber(finding.firstPageId) : index + 1 });
  };
  const label = t('marker', { count: findings.length });
  const severity = findings.some((finding) => finding.severity === 'error') ? 'error' : findings.some((finding) => finding.severity === 'warning') ? 'warning' : 'info';

  return (
    <div className="slide-checks" ref={root}>
      <button
        type="button"
        className="slide-checks-marker"
        data-testid="slide-checks"
        data-severity={severity}
        data-codes={findings.map((finding) => finding.code).join(' ')}
        aria-label={label}
        aria-expanded={open}
        title={[label, ...findings.map(message)].join('\n')}
        onClick={() => {
          jumpTo(pageId, findings[0]?.blockId);
          setOpen(!open);
        }}
      >
        <TriangleAlert size={12} aria-hidden />
        {findings.length}
      </button>
      {open && (
        <ul className="slide-checks-list" aria-label={t('list', { n: index + 1 })} data-testid="slide-checks-list">
          {findings.map((finding, at) => (
            <li key={at}>
              <button type="button" data-severity={finding.severity} onClick={() => jumpTo(pageId, finding.blockId)}>
                {message(finding)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function jumpTo(pageId: string, blockId: string | undefined): void {
  const store = useEditorStore.getState();
  store.selectPage(pageId);
  if (blockId !== undefined) store.select([blockId]);
}
