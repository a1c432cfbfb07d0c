import { BLOCK_KINDS, ChartType, contentNodes, ParagraphRole, type BlockContent } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { exportDocument } from '../export/export-document.ts';
import { WARM_UP_PASSES, warmUpDeck } from './warm-up-deck.ts';

const blocks = (pass: number): BlockContent[] => warmUpDeck(pass).pages.flatMap((page) => contentNodes(page.layout).map((node) => node.content));

/** The strings a block lays out as text, each shaped (and cached) on its own. */
function shapedStrings(content: BlockContent): string[] {
  switch (content.kind) {
    case 'text':
      return content.paragraphs.flatMap((paragraph) => paragraph.spans.map((span) => span.text));
    case 'table':
      return content.rows.flat();
    case 'chart':
      return [content.title ?? '', ...content.labels, ...content.series.map((series) => series.name)];
    case 'diagram':
      return [...content.nodes.map((node) => node.label), ...content.edges.map((edge) => edge.label ?? '')];
    case 'quote':
      return [content.sentence, content.author, content.address, content.time];
    case 'button':
      return [content.label];
    case 'shape':
      return [content.label ?? ''];
    case 'video':
      return [content.title ?? ''];
    default:
      return [];
  }
}

describe('the warm-up deck', () => {
  test('holds every kind of block, chart, diagram layout and text role a deck can draw', () => {
    const contents = blocks(0);
    expect(new Set(contents.map((content) => content.kind))).toEqual(new Set(BLOCK_KINDS));
    expect(new Set(contents.flatMap((content) => (content.kind === 'chart' ? [content.chartType] : [])))).toEqual(new Set(ChartType.options));
    expect(new Set(contents.flatMap((content) => (content.kind === 'diagram' ? [content.layout] : [])))).toEqual(new Set(['flow', 'tree', 'cycle']));
    expect(new Set(contents.flatMap((content) => (content.kind === 'text' ? content.paragraphs.map((paragraph) => paragraph.role) : [])))).toEqual(new Set(ParagraphRole.options));
  });

  test('lays out no string on a later pass that an earlier pass laid out, so every pass shapes its text again', () => {
    const earlier = new Set<string>();
    for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
      const strings = new Set(blocks(pass).flatMap(shapedStrings).filter((string) => string !== ''));
      expect([...strings].filter((string) => earlier.has(string))).toEqual([]);
      for (const string of strings) earlier.add(string);
    }
    expect(blocks(WARM_UP_PASSES - 1).map((content) => content.kind)).toEqual(blocks(0).map((content) => content.kind));
  });

  test('exports as a PDF with its pictures as placeholders, reading no file', async () => {
    const result = await exportDocument(warmUpDeck(1), { format: 'pdf', files: new Map() });
    expect(Buffer.from(result.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect([...result.imageErrors.keys()]).toEqual(['https://example.com/warm-up.jpg']);
  }, 30_000);
});
