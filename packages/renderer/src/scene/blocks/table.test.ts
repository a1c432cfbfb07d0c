import { TableBlock, type BlockOf, type ContentNode, type NodeId } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import type { BeginOp, DrawOp, GlyphsOp, RectOp } from '../types.ts';
import { mix, resolveTableStyle, toCss } from '../../themes/index.ts';
import { OpSink } from './block-renderer.ts';
import { escapees, glyphBox, overlap, testContext, texts } from './block-test-kit.ts';
import { tableCellFrames, tableRenderer } from './table.ts';
import { TextCarets } from '../../text/index.ts';

type Table = BlockOf<'table'>;

const ROWS = [
  ['Plan', 'Price', 'Notes'],
  ['Free', '$0', 'For trying things out'],
  ['Pro', '$12', 'مرحبا بالعالم'],
  ['Team', '$40', 'Shared folders'],
];

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext(JSON.stringify(ROWS) + ' a much longer note that keeps going and going until it wraps');
});

function table(fields: Partial<Table> = {}): Table {
  return TableBlock.parse({ kind: 'table', rows: ROWS, ...fields });
}

function draw(block: Table, width = 480, height?: number): { ops: DrawOp[]; box: { x: number; y: number; width: number; height: number } } {
  const box = { x: 20, y: 30, width, height: height ?? tableRenderer.measure(block, width, ctx) };
  const out = new OpSink();
  tableRenderer.draw(block, box, ctx, out, { id: 'table' as NodeId, type: 'content', content: block } satisfies ContentNode);
  return { ops: out.ops, box };
}

function runs(ops: DrawOp[], text: string): GlyphsOp[] {
  return ops.filter((op): op is GlyphsOp => op.op === 'glyphs' && op.text.includes(text));
}

describe('table', () => {
  test('grows taller when a cell holds more text', () => {
    const short = tableRenderer.measure(table(), 480, ctx);
    const rows = ROWS.map((row) => [...row]);
    rows[1]![2] = 'For trying things out, with a much longer note that keeps going and going until it wraps';
    expect(tableRenderer.measure(table({ rows }), 480, ctx)).toBeGreaterThan(short);
  });

  test('draws the text of every cell, inside the box, without overlaps', () => {
    for (const width of [220, 480, 900]) {
      const { ops, box } = draw(table(), width);
      // Narrow columns break long words, so words are looked for with line breaks taken out.
      const drawn = texts(ops).join('').replace(/\s/g, '');
      for (const cell of ROWS.flat()) for (const word of cell.split(' ')) expect(drawn).toContain(word);
      expect(escapees(ops, box)).toEqual([]);
      const glyphs = ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
      glyphs.forEach((a, i) => glyphs.slice(i + 1).forEach((b) => expect(overlap(glyphBox(a), glyphBox(b))).toBe(false)));
    }
  });

  test('records the grid it drew: the cells the editor places its caret in, rows that add up to the frame, glyphs at each cell’s text origin', () => {
    const block = table({ columnWidths: [1, 1, 2] });
    const box = { x: 20, y: 30, width: 480, height: tableRenderer.measure(block, 480, ctx) + 40 };
    const out = new OpSink();
    out.node = 'table';
    tableRenderer.draw(block, box, ctx, out, { id: 'table' as NodeId, type: 'content', content: block, align: 'bottom' } satisfies ContentNode);
    const drawn = out.blocks.get('table');
    if (drawn?.kind !== 'table') throw new Error('the table recorded nothing');
    expect(drawn.cells).toEqual(tableCellFrames(block, box, ctx, 'bottom'));
    expect(drawn.y).toBe(box.y + 40);
    expect(drawn.rowHeights.reduce((sum, height) => sum + height, 0)).toBe(drawn.height);
    expect(drawn.columnWidths).toEqual([120, 120, 240]);
    const origins = drawn.cells.flatMap((cell) => cell.text.lines.flatMap((line) => line.runs.map((run) => [cell.textX + run.x, cell.textY + run.baseline])));
    const glyphs = out.ops.filter((op): op is GlyphsOp => op.op === 'glyphs').map((op) => [op.x, op.y]);
    expect(glyphs).toEqual(origins);
  });

  test('a row is as tall as its tallest cell, and the next row starts below it', () => {
    const rows = ROWS.map((row) => [...row]);
    rows[1]![2] = 'For trying things out, with a much longer note that keeps going and going until it wraps';
    const { ops } = draw(table({ rows }), 360);
    const note = runs(ops, 'wraps')[0] ?? runs(ops, 'until')[0]!;
    const pro = runs(ops, 'Pro')[0]!;
    expect(pro.y).toBeGreaterThan(note.y);
    const free = runs(ops, 'Free')[0]!;
    // Short cells sit in the middle of the tall row.
    expect(free.y).toBeGreaterThan(runs(ops, 'For')[0]!.y);
  });

  test('column widths follow columnWidths', () => {
    const { ops, box } = draw(table({ columnWidths: [1, 1, 2] }), 400);
    const price = runs(ops, 'Price')[0]!;
    const notes = runs(ops, 'Notes')[0]!;
    expect(price.x - box.x).toBeGreaterThan(100);
    expect(price.x - box.x).toBeLessThan(125);
    expect(notes.x - box.x).toBeGreaterThan(200);
    expect(notes.x - box.x).toBeLessThan(225);
  });

  test('right-to-left cells line up on the right of their column', () => {
    const { ops, box } = draw(table(), 480);
    const arabic = ops.filter((op): op is GlyphsOp => op.op === 'glyphs' && op.rtl);
    expect(arabic.length).toBeGreaterThan(0);
    const right = Math.max(...arabic.map((op) => op.x + op.width));
    expect(box.x + box.width - right).toBeLessThan(20);
  });

  test('mirrors a right-to-left table: first column on the right, figures lined up on the right like the words', () => {
    const rows = [
      ['المدينة', 'العملاء', 'النمو'],
      ['الرياض', '١٬٢٤٠', '2,150'],
    ];
    const { ops, box } = draw(table({ rows, headerColumn: true }), 480);
    const city = runs(ops, 'المدينة')[0]!;
    const growth = runs(ops, 'النمو')[0]!;
    expect(city.x).toBeGreaterThan(growth.x);
    // Each figure ends where its column's heading ends.
    for (const [figure, heading] of [['١٬٢٤٠', 'العملاء'], ['2,150', 'النمو']] as const) {
      const cell = runs(ops, figure)[0]!;
      const head = runs(ops, heading)[0]!;
      expect(Math.abs(cell.x + cell.width - (head.x + head.width))).toBeLessThan(1);
    }
    const headerColumn = ops.filter((op): op is RectOp => op.op === 'rect' && op.fill === toCss(mix(resolveTableStyle(ctx.theme).bodyFill, resolveTableStyle(ctx.theme).headerFill, 0.12)));
    expect(headerColumn[0]!.x + headerColumn[0]!.width).toBeCloseTo(box.x + box.width, 0);
  });

  test('paints a header row in the accent, zebra body rows, and a header column when asked', () => {
    const style = resolveTableStyle(ctx.theme);
    const fills = (ops: DrawOp[]) => ops.filter((op): op is RectOp => op.op === 'rect').map((op) => op.fill);
    const plain = draw(table()).ops;
    expect(fills(plain).filter((fill) => fill === style.headerFill)).toHaveLength(1);
    expect(fills(plain).filter((fill) => fill === style.zebraFill)).toHaveLength(1);
    const headerColumn = draw(table({ headerColumn: true })).ops;
    expect(fills(headerColumn).length).toBe(fills(plain).length + ROWS.length - 1);
    const noHeader = draw(table({ headerRow: false })).ops;
    expect(fills(noHeader).filter((fill) => fill === style.headerFill)).toHaveLength(0);
  });

  test('clips its cells to rounded outer corners', () => {
    const { ops, box } = draw(table());
    const begin = ops.find((op): op is BeginOp => op.op === 'begin');
    expect(begin?.clip).toMatchObject({ x: box.x, y: box.y, width: box.width, height: box.height });
    expect(begin?.clip?.radius).toBeGreaterThan(0);
    expect(ops.filter((op) => op.op === 'begin')).toHaveLength(ops.filter((op) => op.op === 'end').length);
  });

  test('sits at the top of a taller box, or where the block is aligned', () => {
    const block = table();
    const height = tableRenderer.measure(block, 480, ctx);
    const top = draw(block, 480, height + 100).ops.find((op) => op.op === 'begin') as BeginOp;
    expect(top.clip!.y).toBe(30);
    const out = new OpSink();
    tableRenderer.draw(block, { x: 20, y: 30, width: 480, height: height + 100 }, ctx, out, { id: 't' as NodeId, type: 'content', content: block, align: 'bottom' });
    expect((out.ops.find((op) => op.op === 'begin') as BeginOp).clip!.y).toBe(130);
  });

  test('tells the editor where each cell and its text are drawn, mirrored when the table reads right to left', () => {
    const block = table({ rows: [...ROWS, ['', '', '']] });
    const { ops, box } = draw(block, 480, tableRenderer.measure(block, 480, ctx) + 40);
    const frames = tableCellFrames(block, box, ctx, undefined);
    expect(frames).toHaveLength(15);
    const free = frames.find((frame) => frame.row === 1 && frame.column === 0)!;
    const [run] = runs(ops, 'Free');
    const line = free.text.lines[0]!;
    expect(run!.x).toBeCloseTo(free.textX + line.runs[0]!.x, 5);
    expect(run!.y).toBeCloseTo(free.textY + line.runs[0]!.baseline, 5);
    expect(free.x).toBe(box.x);
    // An empty cell still has a line for the caret to stand on.
    const empty = frames.find((frame) => frame.row === 4 && frame.column === 1)!;
    expect(new TextCarets(empty.text, ['']).caret({ paragraph: 0, offset: 0 }).height).toBeGreaterThan(0);

    const rtl = table({ rows: [['الخطة', 'السعر'], ['مجاني', '0']] });
    const rtlFrames = tableCellFrames(rtl, box, ctx, undefined);
    const first = rtlFrames.find((frame) => frame.row === 0 && frame.column === 0)!;
    const second = rtlFrames.find((frame) => frame.row === 0 && frame.column === 1)!;
    expect(first.x).toBeGreaterThan(second.x);
  });
});
