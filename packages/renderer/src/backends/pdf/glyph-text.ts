import type { GlyphsOp } from '../../scene/types.ts';

/**
 * Which characters each glyph of a run stands for, from the clusters the paragraph's shaping
 * gave it: a ligature all its letters, the first glyph of a multi-glyph cluster the whole
 * cluster, its other glyphs nothing. Shaping each run again to learn its clusters, as the PDF
 * backend did, took a tenth of a warm PDF export of a deck with new text.
 */
export function glyphTexts({ text, clusters, rtl }: Pick<GlyphsOp, 'text' | 'clusters' | 'rtl'>): (string | undefined)[] {
  const starts = [...new Set(clusters)].sort((a, b) => a - b);
  const end = new Map(starts.map((start, index) => [start, starts[index + 1] ?? text.length]));
  const named = new Set<number>();
  const out: (string | undefined)[] = new Array(clusters.length);
  // Visual order is reversed in RTL runs; walking in logical order names a cluster's first glyph.
  const order = clusters.map((_cluster, index) => index);
  if (rtl) order.reverse();
  for (const index of order) {
    const cluster = clusters[index]!;
    if (named.has(cluster)) continue;
    named.add(cluster);
    out[index] = text.slice(cluster, end.get(cluster));
  }
  return out;
}
