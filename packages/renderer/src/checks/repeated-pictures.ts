import { contentNodes, SLIDE_HEIGHT, type LayoutResult, type Page } from '@folio/layout';
import { SEVERITY, type DeckFinding } from './finding.ts';
import { ICON_OWN_PX, REPEATED_PICTURE_MIN_AREA } from './thresholds.ts';

interface Picture {
  /** The same key is the same picture: an image's src (as a block or a background), or an icon's name. */
  key: string;
  blockId?: string;
}

/** The large pictures of a page (see the thresholds): its background picture, image blocks and icons. */
export function picturesOf(page: Page, layout: LayoutResult, width: number): Picture[] {
  const least = width * SLIDE_HEIGHT * REPEATED_PICTURE_MIN_AREA;
  const pictures: Picture[] = page.background?.image ? [{ key: `src:${page.background.image}` }] : [];
  for (const node of contentNodes(page.layout)) {
    const box = layout.boxes.get(node.id);
    if (!box) continue;
    const { content } = node;
    if (content.kind === 'image' && box.width * box.height >= least) pictures.push({ key: `src:${content.src}`, blockId: node.id });
    // An icon is drawn square, as large as the box's shorter side allows.
    else if (content.kind === 'shape' && content.shape === 'icon' && content.icon && Math.min(box.width, box.height) > ICON_OWN_PX) {
      pictures.push({ key: `icon:${content.icon}`, blockId: node.id });
    }
  }
  return pictures;
}

/** Every showing of a picture after its first, in page order, pointing back at the page that showed it first. */
export function repeatedPictures(pages: readonly { pageId: string; pictures: readonly Picture[] }[]): DeckFinding[] {
  const first = new Map<string, string>();
  const findings: DeckFinding[] = [];
  for (const { pageId, pictures } of pages) {
    const reported = new Set<string>();
    for (const picture of pictures) {
      const earlier = first.get(picture.key);
      if (earlier === undefined) first.set(picture.key, pageId);
      else if (earlier !== pageId && !reported.has(picture.key)) {
        reported.add(picture.key);
        findings.push({ pageId, ...(picture.blockId ? { blockId: picture.blockId } : {}), code: 'repeated-picture', severity: SEVERITY['repeated-picture'], firstPageId: earlier });
      }
    }
  }
  return findings;
}
