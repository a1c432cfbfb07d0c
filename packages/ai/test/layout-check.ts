import type { ProjectDocument } from '@folio/layout';
// The renderer's real text measure, reached from a test only: @folio/ai itself depends on layout alone.
import { NodeRenderer } from '../../export-worker/src/index.ts';
import { REFERENCES_DIR } from './fixture-references.ts';

let renderer: Promise<NodeRenderer> | undefined;

/** Indexes of the pages whose content is taller than the slide, laid out with the renderer's fonts and theme. */
export async function overflowingPages(doc: ProjectDocument): Promise<number[]> {
  renderer ??= NodeRenderer.create();
  const prepared = await (await renderer).prepare(doc, { baseDir: REFERENCES_DIR, root: REFERENCES_DIR });
  return doc.pages.flatMap((_page, index) => (prepared.layoutPage(index).overflow ? [index] : []));
}
