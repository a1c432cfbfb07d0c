import { contentNodes, type Box, type LayoutResult, type Page } from '@folio/layout';
import type { FontRegistry } from '../fonts/index.ts';
import type { GlyphsOp, Scene } from '../scene/types.ts';
import { contrastRatio } from '../themes/index.ts';
import { Backdrop } from './backdrop.ts';
import { isVisibleText } from './block-texts.ts';
import { SEVERITY, type DeckFinding } from './finding.ts';
import {
  BOLD_WEIGHT,
  CONTRAST_BODY,
  CONTRAST_LARGE,
  LARGE_BOLD_TEXT_PX,
  LARGE_TEXT_PX,
  LETTERS_ABOVE_BASELINE,
  LETTERS_BELOW_BASELINE,
  MIN_READABLE_PX,
  SPILL_TOLERANCE,
} from './thresholds.ts';

/** What one block's drawn text came to: its smallest size, its worst contrast, where it spilled. */
interface BlockText {
  smallest?: { size: number; text: string };
  worst?: { ratio: number; needed: number; text: string };
  spill?: { text: string; over?: string };
}

/**
 * What is wrong with a page as drawn: a slide taller than its frame, and per block text that is
 * drawn over another block or cut off (by the slide's edge or a clip), is too small, or is too
 * close in colour to what it is drawn on. Read from the scene every backend draws, so it judges what the audience
 * sees, cards, table headers, shape fills and background overrides included.
 */
export function paintFindings(page: Page, layout: LayoutResult, scene: Scene, fonts: FontRegistry, frameHeight: number | undefined): DeckFinding[] {
  const findings: DeckFinding[] = [];
  const boxes = new Map<string, Box>(contentNodes(page.layout).flatMap((node) => (layout.boxes.has(node.id) ? [[node.id, layout.boxes.get(node.id)!] as const] : [])));
  if (layout.overflow && frameHeight !== undefined) findings.push(overflowFinding(page.id, boxes, layout.contentHeight, frameHeight));
  // What is below a slide's foot is the overflow's; a page section grows, so all of it shows.
  const shown: Box = { x: 0, y: 0, width: scene.width, height: layout.overflow ? Number.POSITIVE_INFINITY : scene.height };
  const blocks = new Map<string, BlockText>();
  const backdrop = new Backdrop(scene);
  backdrop.visit(scene.ops, (op, clip) => {
    if (op.op !== 'glyphs' || op.node === undefined || !isVisibleText(op.text)) return;
    if (!boxes.has(op.node)) return;
    const found = blocks.get(op.node) ?? {};
    blocks.set(op.node, found);
    const text = op.text.trim();
    if (op.fontSize < MIN_READABLE_PX && (found.smallest === undefined || op.fontSize < found.smallest.size)) found.smallest = { size: op.fontSize, text };
    const contrast = runContrast(op, backdrop, fonts);
    if (contrast && contrast.ratio < contrast.needed && (found.worst === undefined || contrast.ratio < found.worst.ratio)) found.worst = { ...contrast, text };
    const letters = lettersOf(op);
    if (found.spill?.over === undefined) {
      const over = [...boxes].find(([id, other]) => id !== op.node && overlaps(other, letters, op.fontSize))?.[0];
      if (over !== undefined) found.spill = { text, over };
      else if (found.spill === undefined && (!within(shown, letters) || (clip !== undefined && !within(clip, letters)))) found.spill = { text };
    }
  });
  for (const [blockId, found] of blocks) {
    const on = { pageId: page.id, blockId };
    if (found.spill?.over !== undefined) findings.push({ ...on, code: 'text-overlap', severity: SEVERITY['text-overlap'], otherBlockId: found.spill.over, text: found.spill.text });
    else if (found.spill) findings.push({ ...on, code: 'text-clipped', severity: SEVERITY['text-clipped'], text: found.spill.text });
    if (found.worst) findings.push({ ...on, code: 'low-contrast', severity: SEVERITY['low-contrast'], ratio: Math.floor(found.worst.ratio * 100) / 100, needed: found.worst.needed, text: found.worst.text });
    if (found.smallest) findings.push({ ...on, code: 'small-text', severity: SEVERITY['small-text'], size: found.smallest.size, min: MIN_READABLE_PX, text: found.smallest.text });
  }
  return findings;
}

/** Overflow names the first block that runs past the slide's foot, else the lowest (the page's padding is what does not fit). */
function overflowFinding(pageId: string, boxes: ReadonlyMap<string, Box>, contentHeight: number, frameHeight: number): DeckFinding {
  const all = [...boxes];
  const past = all.find(([, box]) => box.y + box.height > frameHeight) ?? all.toSorted(([, a], [, b]) => b.y + b.height - (a.y + a.height))[0];
  return { pageId, ...(past ? { blockId: past[0] } : {}), code: 'overflow', severity: SEVERITY.overflow, by: Math.ceil(contentHeight - frameHeight) };
}

/** Where a run's letters are: its advance across, from a capital's top to a descender's foot. */
function lettersOf(op: GlyphsOp): Box {
  return { x: op.x, y: op.y - op.fontSize * LETTERS_ABOVE_BASELINE, width: op.width, height: op.fontSize * (LETTERS_ABOVE_BASELINE + LETTERS_BELOW_BASELINE) };
}

/**
 * The worst WCAG ratio along a run (its start, middle and end at half the x-height), against
 * what is painted there; undefined where a picture or gradient is under all three.
 */
function runContrast(op: GlyphsOp, backdrop: Backdrop, fonts: FontRegistry): { ratio: number; needed: number } | undefined {
  const y = op.y - op.fontSize * 0.25;
  const xs = [op.x + Math.min(2, op.width / 2), op.x + op.width / 2, op.x + Math.max(op.width - 2, op.width / 2)];
  const ratios = xs.flatMap((x) => {
    const under = backdrop.colorAt(x, y);
    return under ? [contrastRatio(op.color, under)] : [];
  });
  if (ratios.length === 0) return undefined;
  const weight = fonts.face(op.fontKey)?.entry.weight ?? 400;
  const large = op.fontSize >= LARGE_TEXT_PX || (op.fontSize >= LARGE_BOLD_TEXT_PX && weight >= BOLD_WEIGHT);
  return { ratio: Math.min(...ratios), needed: large ? CONTRAST_LARGE : CONTRAST_BODY };
}

function within(outer: Box, inner: Box): boolean {
  const t = SPILL_TOLERANCE;
  return inner.x >= outer.x - t && inner.y >= outer.y - t && inner.x + inner.width <= outer.x + outer.width + t && inner.y + inner.height <= outer.y + outer.height + t;
}

/**
 * Letters over another block: at least a quarter of their height and a few px across inside its
 * box. A descender reaching a few px into the gap or the next box is how tight display lines are
 * set, not text over text.
 */
function overlaps(box: Box, letters: Box, fontSize: number): boolean {
  const across = Math.min(box.x + box.width, letters.x + letters.width) - Math.max(box.x, letters.x);
  const down = Math.min(box.y + box.height, letters.y + letters.height) - Math.max(box.y, letters.y);
  return across > 2 * SPILL_TOLERANCE && down >= Math.max(SPILL_TOLERANCE, fontSize * 0.25);
}
