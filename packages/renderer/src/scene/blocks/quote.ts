import type { BlockOf, Box } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { MeasuredText } from '../types.ts';
import type { BlockRenderer, OpSink } from './block-renderer.ts';
import { ellipsePath } from '../geometry.ts';
import { formatPath, parsePath, transformCommands, type PathCommand } from '../icons/svg-path.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { resolveBlockStyle, type BlockStyle } from '../../themes/index.ts';
import { alignedTop } from './align.ts';
import { memoByBlock } from './block-memo.ts';
import { readableOn } from './contrast.ts';
import { pushImage } from './image.ts';
import { stringsOf } from './block-needs.ts';

type QuoteBlock = BlockOf<'quote'>;

const AVATAR = 48;
const AVATAR_GAP = 14;
const MARK_GAP = 12;
const FOOTER_GAP = 20;
/** Inset when the theme draws no cards: the quote still needs air around its mark. */
const BARE_PADDING = 8;

/**
 * An opening double quotation mark, two filled "6" shapes, on a 22 × 14 grid: a ball with
 * a tail sweeping up and out. Drawn rather than typed, so its weight and place do not
 * depend on which font (or fallback) the theme's serif happens to be.
 */
const MARK = (() => {
  const one = (dx: number) =>
    `M${dx + 0.5} 9.5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z` + `M${dx + 0.5} 9.5C${dx + 0.5} 5 ${dx + 3} 1.8 ${dx + 7.5} 0.5L${dx + 8.2} 1.9C${dx + 6} 3.1 ${dx + 4.8} 4.4 ${dx + 4.6} 5.05Z`;
  return parsePath(one(0) + one(12));
})();
const MARK_SIZE = { width: 22, height: 14 };

interface QuoteLayout {
  padding: number;
  markHeight: number;
  sentence: MeasuredText;
  rtl: boolean;
  footer?: { name?: MeasuredText; meta?: MeasuredText; avatar: boolean; height: number; textWidth: number };
  height: number;
}

/**
 * The quote card of PRODUCT.md §3: the sentence in the theme's subheadline, set italic,
 * under a large accent quotation mark; below it the author in bold with the time and the
 * address (a link shows just its host) as a caption, beside an avatar — the photo from
 * imgUrl when it loaded, else the author's initials. A right-to-left sentence mirrors
 * the card: mark, avatar and text all start from the right.
 */
export const quoteRenderer: BlockRenderer<'quote'> = {
  needs: (block) => ({ images: block.imgUrl ? [block.imgUrl] : [], text: stringsOf(block), langs: [] }),
  measure(block, width, ctx) {
    return Math.ceil(layoutQuote(block, width, ctx).height);
  },
  draw(block, box, ctx, out, node) {
    const card = resolveBlockStyle(ctx.theme);
    if (card.enabled) pushCard(out, card, box);
    const layout = layoutQuote(block, box.width, ctx);
    const top = alignedTop(box, layout.height, node.align ?? 'middle');
    const inner = { x: box.x + layout.padding, width: box.width - 2 * layout.padding };
    let y = top + layout.padding;
    const scale = layout.markHeight / MARK_SIZE.height;
    const markWidth = MARK_SIZE.width * scale;
    // Mirrored for RTL: the mark opens the sentence on the side the sentence starts.
    const mark = transformCommands(MARK, { scale, dx: inner.x, dy: y });
    const placed = layout.rtl ? mirror(mark, inner.x, inner.x + inner.width, markWidth) : mark;
    out.push({ op: 'path', d: formatPath(placed), fill: ctx.theme.seedColor });
    y += layout.markHeight + MARK_GAP;
    pushText(out, ctx.fonts, layout.sentence, inner.x, y);
    y += layout.sentence.height;
    if (layout.footer) pushFooter(out, ctx, block, layout, inner, y + FOOTER_GAP);
  },
};

const layoutQuote = memoByBlock(computeQuote);

function computeQuote(block: QuoteBlock, width: number, ctx: SceneContext): QuoteLayout {
  const card = resolveBlockStyle(ctx.theme);
  const padding = Math.min(card.enabled ? card.padding : BARE_PADDING, Math.max(0, width / 8));
  const inner = Math.max(1, width - 2 * padding);
  const paragraph = plainParagraph(ctx.theme, block.sentence, 'subheadline', { override: { italic: true } });
  const sentence = measureParagraphs(ctx.fonts, [paragraph], inner);
  const fontSize = ctx.theme.paragraph.subheadline.fontSize;
  const markHeight = Math.round(Math.min(56, Math.max(24, fontSize * 1.4)));
  const rtl = sentence.lines[0]?.rtl ?? false;
  let height = padding + markHeight + MARK_GAP + sentence.height + padding;
  const meta = [block.time, addressLabel(block.address)].filter((part) => part !== '').join(' · ');
  const avatar = block.imgUrl !== '' || block.author !== '';
  let footer: QuoteLayout['footer'];
  if (block.author !== '' || meta !== '' || avatar) {
    const textWidth = Math.max(1, inner - (avatar ? AVATAR + AVATAR_GAP : 0));
    const name = block.author !== '' ? footerText(ctx, block.author, 'normalText', textWidth, rtl, true) : undefined;
    const metaText = meta !== '' ? footerText(ctx, meta, 'caption', textWidth, rtl, false) : undefined;
    const textHeight = (name?.height ?? 0) + (metaText?.height ?? 0);
    footer = { ...(name ? { name } : {}), ...(metaText ? { meta: metaText } : {}), avatar, height: Math.max(avatar ? AVATAR : 0, textHeight), textWidth };
    height += FOOTER_GAP + footer.height;
  }
  return { padding, markHeight, sentence, rtl, ...(footer ? { footer } : {}), height };
}

function footerText(ctx: SceneContext, text: string, role: 'normalText' | 'caption', width: number, rtl: boolean, bold: boolean): MeasuredText {
  const paragraph = plainParagraph(ctx.theme, text, role, { align: rtl ? 'right' : 'left', ...(bold ? { override: { fontWeight: 700 } } : {}) });
  return measureParagraphs(ctx.fonts, [paragraph], width);
}

/** A web address reads as its site ("nytimes.com"); anything else (a place, a book) as written. */
function addressLabel(address: string): string {
  const trimmed = address.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).hostname.replace(/^www\./, '');
  } catch {
    return trimmed;
  }
}

/** Up to two letters from the first and last words of a name: "Ada Lovelace" → "AL". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  const first = (word: string | undefined) => (word ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)][0]?.segment ?? '' : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase();
}

function pushCard(out: OpSink, card: BlockStyle, box: Box): void {
  const translucent = card.opacity < 1;
  if (translucent) out.push({ op: 'begin', opacity: card.opacity });
  out.push({
    op: 'rect',
    ...box,
    radius: Math.min(card.radius, box.width / 2, box.height / 2),
    ...(card.fill ? { fill: card.fill } : {}),
    ...(card.border ? { stroke: { color: card.border.color, width: card.border.width } } : {}),
    ...(card.shadow ? { shadow: card.shadow } : {}),
  });
  if (translucent) out.push({ op: 'end' });
}

function pushFooter(out: OpSink, ctx: SceneContext, block: QuoteBlock, layout: QuoteLayout, inner: { x: number; width: number }, y: number): void {
  const footer = layout.footer!;
  const { rtl } = layout;
  if (footer.avatar) {
    const x = rtl ? inner.x + inner.width - AVATAR : inner.x;
    const frame = { x, y: y + (footer.height - AVATAR) / 2, width: AVATAR, height: AVATAR };
    const info = block.imgUrl !== '' ? ctx.imageInfo(block.imgUrl) : undefined;
    if (info) pushImage(out, block.imgUrl, frame, info, { fit: 'cover', radius: AVATAR / 2 });
    else pushInitials(out, ctx, block.author, frame);
  }
  // The text column is laid out aligned to its far side in RTL, so only an LTR avatar moves it.
  const textX = !rtl && footer.avatar ? inner.x + AVATAR + AVATAR_GAP : inner.x;
  const textHeight = (footer.name?.height ?? 0) + (footer.meta?.height ?? 0);
  let textY = y + (footer.height - textHeight) / 2;
  for (const text of [footer.name, footer.meta]) {
    if (!text) continue;
    pushText(out, ctx.fonts, text, textX, textY);
    textY += text.height;
  }
}

/** The author's initials on an accent disc: a face for quotes whose photo is missing. */
function pushInitials(out: OpSink, ctx: SceneContext, author: string, frame: Box): void {
  const fill = ctx.theme.seedColor;
  out.push({ op: 'path', d: ellipsePath(frame.x, frame.y, frame.width, frame.height), fill });
  const letters = initials(author);
  if (letters === '') return;
  const override = { color: readableOn(fill, ctx.theme), fontWeight: 700, fontSize: Math.round(frame.height * 0.38), letterSpacing: 0, textTransform: 'none' as const };
  const text = measureParagraphs(ctx.fonts, [plainParagraph(ctx.theme, letters, 'normalText', { align: 'center', override, lineHeight: 1.2 })], frame.width);
  pushText(out, ctx.fonts, text, frame.x, frame.y + (frame.height - text.height) / 2);
}

/** Reflects the mark across its own width to the far end of the line. */
function mirror(commands: PathCommand[], left: number, right: number, width: number): PathCommand[] {
  const flip = (x: number) => right - width + (left + width - x);
  return commands.map((cmd) => {
    switch (cmd.c) {
      case 'M':
      case 'L':
        return { ...cmd, x: flip(cmd.x) };
      case 'C':
        return { ...cmd, x1: flip(cmd.x1), x2: flip(cmd.x2), x: flip(cmd.x) };
      case 'Q':
        return { ...cmd, x1: flip(cmd.x1), x: flip(cmd.x) };
      case 'Z':
        return cmd;
    }
  });
}
