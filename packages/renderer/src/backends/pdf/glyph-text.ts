import type { HarfBuzz, HbBuffer } from '../../fonts/harfbuzz.ts';
import type { LoadedFace } from '../../fonts/loaded-face.ts';

/**
 * Which characters each glyph of a run stands for. The scene keeps a run's glyph ids and
 * its logical text but not the clusters in between, so the run is shaped again with the
 * same face: when HarfBuzz gives the same glyph ids back (the common case), each glyph
 * gets its cluster's text — a ligature all its letters, the first glyph of a multi-glyph
 * cluster the whole cluster, its other glyphs nothing. When the run was shaped with
 * context that changed its glyphs (Arabic joining across a style change, a different
 * language system), only glyphs the font's cmap maps straight from a character are named.
 */
export function glyphTexts(
  hb: HarfBuzz,
  buffer: HbBuffer,
  face: LoadedFace,
  run: { text: string; rtl: boolean; ids: readonly number[] },
): (string | undefined)[] {
  const { text, rtl, ids } = run;
  buffer.clearContents();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  hb.shape(face.font, buffer);
  const infos = buffer.getGlyphInfos();
  if (infos.length === ids.length && infos.every((info, index) => info.codepoint === ids[index])) return clusterTexts(text, infos.map((info) => info.cluster), rtl);
  return nominalTexts(face, text, ids);
}

function clusterTexts(text: string, clusters: readonly number[], rtl: boolean): (string | undefined)[] {
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

function nominalTexts(face: LoadedFace, text: string, ids: readonly number[]): (string | undefined)[] {
  const byGlyph = new Map<number, string>();
  for (const char of text) {
    const id = face.font.nominalGlyph(char.codePointAt(0)!);
    if (id !== undefined && !byGlyph.has(id)) byGlyph.set(id, char);
  }
  return ids.map((id) => byGlyph.get(id));
}
