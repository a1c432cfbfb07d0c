import type { PreparedDocument, PreparedPage } from '@folio/renderer';
import { placeBadge, type PlacedBadge } from './badge.ts';

/** A page as every export writer reads it: the renderer's prepared page, with the badge in its scene when the export carries one. */
export interface ExportPage extends PreparedPage {
  badge?: PlacedBadge;
}

/**
 * Every page of the document laid out and drawn once, for whichever writer the export uses:
 * PNG and PDF draw the scenes, the PPTX reads the same pages' text layouts, table grids and
 * badge box, so no writer lays anything out a second time.
 */
export function exportPages(prepared: PreparedDocument<unknown>, options: { badge: boolean }): ExportPage[] {
  return prepared.doc.pages.map((_page, index) => {
    const page = prepared.preparePage(index);
    if (!options.badge) return page;
    const badge = placeBadge(prepared.fonts, page.scene.width, page.scene.height);
    return { ...page, scene: { ...page.scene, ops: [...page.scene.ops, ...badge.ops] }, badge };
  });
}
