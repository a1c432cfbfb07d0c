import type { ProjectDocument } from '@folio/layout';
// The renderer's real text measure and deck checks, reached from tests and the bench only: @folio/ai itself depends on layout alone.
import { checkDeck, type DeckFinding } from '../../renderer/src/index.ts';
import { NodeRenderer } from '../../export-worker/src/index.ts';
import { REFERENCES_DIR } from './fixture-references.ts';

let renderer: Promise<NodeRenderer> | undefined;

/** Indexes of the pages whose content is taller than the slide, laid out with the renderer's fonts and theme. */
export async function overflowingPages(doc: ProjectDocument): Promise<number[]> {
  renderer ??= NodeRenderer.create();
  const prepared = await (await renderer).prepare(doc, { baseDir: REFERENCES_DIR, root: REFERENCES_DIR });
  return doc.pages.flatMap((_page, index) => (prepared.layoutPage(index).overflow ? [index] : []));
}

/** The deck checks' findings on every page, as the editor shows them. */
export async function deckFindings(doc: ProjectDocument): Promise<DeckFinding[]> {
  renderer ??= NodeRenderer.create();
  const prepared = await (await renderer).prepare(doc, { baseDir: REFERENCES_DIR, root: REFERENCES_DIR });
  return [...checkDeck(prepared).values()].flat();
}
