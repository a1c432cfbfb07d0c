import { contentNodes, updateContent, type BlockContent, type ContentNode, type LayoutNode, type NodeId, type Page, type PageId, type Paragraph } from '@folio/layout';
import { splitSentences } from '../text/text-tools.ts';

/** Whether a page's content is taller than its slide: the renderer's layout answers it, given by the caller (this package lays nothing out). */
export type Overflows = (page: Page) => boolean;

export interface FittedSlide {
  /** One page, or two when the slide was split; the first keeps the page's id. */
  pages: Page[];
  outcome: 'fits' | 'shortened' | 'split' | 'overflows';
}

/** Trailing pieces dropped at most before splitting is preferred: a slide keeps most of what it says. */
const MAX_SHARE_DROPPED = 0.34;
/** Bounds the layouts a fit may ask for. */
const MAX_STEPS = 24;

const HEADING_ROLES: ReadonlySet<Paragraph['role']> = new Set(['display', 'title', 'headline']);

/**
 * Makes a generated slide fit its frame without cutting a sentence: whole trailing bullets,
 * sentences or table rows are dropped from the longest body block, and when that would drop
 * more than a third of the slide's pieces, the slide is split in two at a piece boundary (the
 * second half repeats the heading) and each half shortened if it still needs it. Headings are
 * never touched. What still overflows comes back as it is, marked 'overflows'. `split: false`
 * keeps it one slide, shortened as far as needed.
 */
export function fitSlide(page: Page, overflows: Overflows, options: { split?: boolean } = {}): FittedSlide {
  if (!overflows(page)) return { pages: [page], outcome: 'fits' };
  const total = pieceCount(page);
  let steps = 0;
  let shorter = page;
  const mayDrop = Math.max(1, Math.floor(total * MAX_SHARE_DROPPED));
  while (steps < MAX_STEPS && pieceCount(shorter) > 0 && total - pieceCount(shorter) < mayDrop) {
    shorter = dropLastPiece(shorter);
    steps++;
    if (!overflows(shorter)) return { pages: [shorter], outcome: 'shortened' };
  }
  // A slide made again in place of one (regenerate) stays one slide.
  const halves = options.split === false ? undefined : splitInTwo(page);
  if (halves) {
    const fitted = halves.map((half) => shortenUntilFits(half, overflows));
    if (fitted.every((half) => !overflows(half))) return { pages: fitted, outcome: 'split' };
  }
  const shortest = shortenUntilFits(page, overflows);
  return overflows(shortest) ? { pages: [page], outcome: 'overflows' } : { pages: [shortest], outcome: 'shortened' };
}

function shortenUntilFits(page: Page, overflows: Overflows): Page {
  let current = page;
  for (let step = 0; step < MAX_STEPS && overflows(current) && pieceCount(current) > 0; step++) current = dropLastPiece(current);
  return current;
}

/** A body block's pieces, each whole: paragraphs (bullets), else the sentences of its one paragraph; a table's rows under its header. */
function pieces(content: BlockContent): number {
  if (content.kind === 'table') return Math.max(0, content.rows.length - (content.headerRow ? 2 : 1));
  if (content.kind !== 'text' || content.paragraphs.some((paragraph) => HEADING_ROLES.has(paragraph.role))) return 0;
  if (content.paragraphs.length > 1) return content.paragraphs.length - 1;
  return Math.max(0, splitSentences(textOf(content.paragraphs[0]!)).length - 1);
}

function pieceCount(page: Page): number {
  return contentNodes(page.layout).reduce((sum, node) => sum + pieces(node.content), 0);
}

/** The block with the most text among those that can lose a piece. */
function longestBody(page: Page): ContentNode | undefined {
  const candidates = contentNodes(page.layout).filter((node) => pieces(node.content) > 0);
  return candidates.toSorted((a, b) => charCount(b.content) - charCount(a.content))[0];
}

function dropLastPiece(page: Page): Page {
  const node = longestBody(page);
  if (!node) return page;
  return withContent(page, node.id, withoutLast(node.content));
}

function withoutLast(content: BlockContent): BlockContent {
  if (content.kind === 'table') return { ...content, rows: content.rows.slice(0, -1) };
  if (content.kind !== 'text') return content;
  if (content.paragraphs.length > 1) return { ...content, paragraphs: content.paragraphs.slice(0, -1) };
  const paragraph = content.paragraphs[0]!;
  const sentences = splitSentences(textOf(paragraph));
  return { ...content, paragraphs: [{ ...paragraph, spans: [{ text: sentences.slice(0, -1).join(' '), ...(paragraph.spans[0]?.marks ? { marks: paragraph.spans[0].marks } : {}) }] }] };
}

/**
 * The slide as two: the list or table with the most pieces keeps its first half on the first
 * page and its second half on the second; everything else (the heading, a picture) is on both.
 */
function splitInTwo(page: Page): [Page, Page] | undefined {
  const node = contentNodes(page.layout)
    .filter((each) => pieces(each.content) >= 2 && (each.content.kind === 'table' || (each.content.kind === 'text' && each.content.paragraphs.length > 1)))
    .toSorted((a, b) => pieces(b.content) - pieces(a.content))[0];
  if (!node) return undefined;
  const [head, tail] = halves(node.content);
  const first = withContent(page, node.id, head);
  const secondId = `${page.id}-2`;
  const second = renamed(withContent(page, node.id, tail), page.id, secondId);
  return [first, { ...second, id: secondId as PageId }];
}

function halves(content: BlockContent): [BlockContent, BlockContent] {
  if (content.kind === 'table') {
    const header = content.headerRow ? content.rows.slice(0, 1) : [];
    const body = content.rows.slice(header.length);
    const cut = Math.ceil(body.length / 2);
    return [{ ...content, rows: [...header, ...body.slice(0, cut)] }, { ...content, rows: [...header, ...body.slice(cut)] }];
  }
  if (content.kind !== 'text') return [content, content];
  const cut = Math.ceil(content.paragraphs.length / 2);
  return [{ ...content, paragraphs: content.paragraphs.slice(0, cut) }, { ...content, paragraphs: content.paragraphs.slice(cut) }];
}

function withContent(page: Page, id: string, content: BlockContent): Page {
  return { ...page, layout: updateContent(page.layout, id, content) as Page['layout'] };
}

/** Node ids of the second page: generated ids start with the page id, which becomes the new one; others get a suffix. */
function renamed(page: Page, from: string, to: string): Page {
  const rename = (node: LayoutNode): LayoutNode => {
    const id = (node.id.startsWith(from) ? `${to}${node.id.slice(from.length)}` : `${node.id}-2`) as NodeId;
    return node.type === 'content' ? { ...node, id } : { ...node, id, children: node.children.map(rename) };
  };
  return { ...page, layout: rename(page.layout) as Page['layout'] };
}

function textOf(paragraph: Paragraph): string {
  return paragraph.spans.map((span) => span.text).join('');
}

function charCount(content: BlockContent): number {
  if (content.kind === 'table') return content.rows.flat().join('').length;
  if (content.kind === 'text') return content.paragraphs.map(textOf).join('').length;
  return 0;
}
