import type { Frame, LayoutResult, ProjectDocument } from '@folio/layout';
import type { SceneContext } from '../scene/context.ts';
import type { Scene } from '../scene/types.ts';
import { contentFindings } from './content-checks.ts';
import { byImportance, type DeckFinding } from './finding.ts';
import { paintFindings } from './paint-checks.ts';
import { picturesOf, repeatedPictures } from './repeated-pictures.ts';

/** What the checks read: the document, laid out and drawn as every backend does it. `PreparedDocument` is one. */
export interface CheckSource {
  readonly doc: Pick<ProjectDocument, 'pages'>;
  readonly ctx: SceneContext;
  readonly frame: Frame;
  layoutPage(index: number): LayoutResult;
  scenePage(index: number, layout?: LayoutResult): Scene;
}

/** One page checked on its own; repeated pictures need the other pages, see `deckFindings`. */
export interface PageCheck {
  pageId: string;
  findings: DeckFinding[];
  pictures: ReturnType<typeof picturesOf>;
}

export function checkPage(source: CheckSource, index: number): PageCheck {
  const page = source.doc.pages[index];
  if (!page) throw new RangeError(`page ${index} does not exist (the document has ${source.doc.pages.length})`);
  const layout = source.layoutPage(index);
  const scene = source.scenePage(index, layout);
  return {
    pageId: page.id,
    findings: [...paintFindings(page, layout, scene, source.ctx.fonts, source.frame.height), ...contentFindings(page)],
    pictures: picturesOf(page, layout, source.frame.width),
  };
}

/** The findings of each page, by page id in page order, most important first; pages without any are left out. */
export function deckFindings(pages: readonly PageCheck[]): Map<string, DeckFinding[]> {
  const repeated = repeatedPictures(pages);
  const byPage = new Map<string, DeckFinding[]>();
  for (const page of pages) {
    const findings = [...page.findings, ...repeated.filter((finding) => finding.pageId === page.pageId)];
    if (findings.length > 0) byPage.set(page.pageId, byImportance(findings));
  }
  return byPage;
}

/** Every check on every page of a deck. */
export function checkDeck(source: CheckSource): Map<string, DeckFinding[]> {
  return deckFindings(source.doc.pages.map((_page, index) => checkPage(source, index)));
}
