import { ChartBlock, type BlockOf, type ContentNode, type NodeId } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import type { DrawOp, GlyphsOp, PathOp, RectOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { escapees, glyphBox, overlap, testContext, texts } from './block-test-kit.ts';
import { pieSlices } from './chart-pie.ts';
import { chartRenderer } from './chart.ts';

type Chart = BlockOf<'chart'>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TYPES = ['bar', 'column', 'line', 'area', 'pie', 'doughnut'] as const;
const VALUES = {
  positive: [[12, 30, 18, 45], [20, 14, 22, 87]],
  negative: [[-12, -30, -18, -45], [-20, -14, -22, -87]],
  mixed: [[12, -30, 18, -4], [-20, 14, 22, 87]],
};

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext(`Revenue by quarter ${MONTHS.join(' ')} North South Item 0123456789 more`);
});

function chart(fields: Partial<Chart> & Pick<Chart, 'chartType'>): Chart {
  return ChartBlock.parse({
    kind: 'chart',
    labels: ['Q1', 'Q2', 'Q3', 'Q4'],
    series: [{ name: 'North', values: VALUES.positive[0] }, { name: 'South', values: VALUES.positive[1] }],
    ...fields,
  });
}

function draw(block: Chart, width = 420, height?: number): { ops: DrawOp[]; box: { x: number; y: number; width: number; height: number } } {
  const box = { x: 30, y: 40, width, height: height ?? chartRenderer.measure(block, width, ctx) };
  const out = new OpSink();
  chartRenderer.draw(block, box, ctx, out, { id: 'chart' as NodeId, type: 'content', content: block } satisfies ContentNode);
  return { ops: out.ops, box };
}

function glyphs(ops: DrawOp[]): GlyphsOp[] {
  return ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
}

function overlappingText(ops: DrawOp[]): string[] {
  const runs = glyphs(ops);
  return runs.flatMap((a, i) => runs.slice(i + 1).filter((b) => overlap(glyphBox(a), glyphBox(b))).map((b) => `"${a.text}" × "${b.text}"`));
}

describe('chart', () => {
  describe.each(Object.entries(VALUES))('with %s values', (_, values) => {
    test.each(TYPES)('a %s chart keeps everything inside its box', (chartType) => {
      const block = chart({ chartType, title: 'Revenue by quarter', unit: '%', series: values.map((v, i) => ({ name: ['North', 'South'][i]!, values: v })) });
      for (const width of [180, 420, 900]) {
        const { ops, box } = draw(block, width);
        expect(escapees(ops, box)).toEqual([]);
        expect(overlappingText(ops)).toEqual([]);
      }
    });
  });

  test.each(TYPES)('a %s chart squeezed into a short box still stays inside it', (chartType) => {
    const block = chart({ chartType, title: 'Revenue by quarter' });
    const { ops, box } = draw(block, 600, 120);
    expect(escapees(ops, box)).toEqual([]);
    expect(overlappingText(ops)).toEqual([]);
  });

  test.each([
    ['twelve months', MONTHS],
    ['sixty items', Array.from({ length: 60 }, (_, i) => `Item ${i + 1}`)],
    ['long names', ['North America and Canada', 'South America', 'Europe, Middle East and Africa', 'Asia Pacific']],
  ])('category labels never overlap: %s', (_, labels) => {
    for (const chartType of ['column', 'line', 'bar'] as const) {
      for (const width of [240, 480, 960]) {
        const block = chart({ chartType, labels, series: [{ name: 'North', values: labels.map((__, i) => (i * 37) % 100) }] });
        const { ops, box } = draw(block, width);
        expect(overlappingText(ops)).toEqual([]);
        expect(escapees(ops, box)).toEqual([]);
        expect(glyphs(ops).length).toBeGreaterThan(2);
      }
    }
  });

  test('pie slices go exactly once round the circle, skipping zero and negative values', () => {
    const block = chart({ chartType: 'pie', labels: ['a', 'b', 'c', 'd', 'e'], series: [{ name: 's', values: [3, 0, 7, -2, 10] }] });
    const slices = pieSlices(block);
    const degrees = slices.reduce((sum, slice) => sum + (slice.sweep * 180) / Math.PI, 0);
    expect(degrees).toBeCloseTo(360, 9);
    expect(slices.map((slice) => slice.index)).toEqual([0, 2, 4]);
    expect(slices[0]!.start).toBeCloseTo(-Math.PI / 2);
    slices.slice(1).forEach((slice, i) => expect(slice.start).toBeCloseTo(slices[i]!.start + slices[i]!.sweep));
  });

  test('a pie shows each slice share as a percentage', () => {
    const block = chart({ chartType: 'pie', labels: ['a', 'b'], series: [{ name: 's', values: [1, 3] }] });
    expect(texts(draw(block).ops)).toEqual(expect.arrayContaining(['25%', '75%']));
  });

  test('stacked columns stand on one another', () => {
    const block = chart({
      chartType: 'column',
      stacked: true,
      legend: false,
      labels: ['a', 'b'],
      series: [{ name: 'low', values: [10, 20], color: '#ff0000' }, { name: 'high', values: [5, 5], color: '#0000ff' }],
    });
    const rects = draw(block).ops.filter((op): op is RectOp => op.op === 'rect');
    const low = rects.filter((rect) => rect.fill === '#ff0000');
    const high = rects.filter((rect) => rect.fill === '#0000ff');
    expect(low).toHaveLength(2);
    expect(high).toHaveLength(2);
    low.forEach((bottom, i) => {
      const top = high[i]!;
      expect(top.x).toBeCloseTo(bottom.x);
      expect(top.width).toBeCloseTo(bottom.width);
      expect(top.y + top.height).toBeCloseTo(bottom.y);
      expect(bottom.height / top.height).toBeCloseTo([10, 20][i]! / 5);
    });
  });

  test('negative columns hang down from the zero line', () => {
    const block = chart({ chartType: 'column', legend: false, labels: ['up', 'down'], series: [{ name: 's', values: [20, -10], color: '#ff0000' }] });
    const { ops } = draw(block);
    const [up, down] = ops.filter((op): op is RectOp => op.op === 'rect' && op.fill === '#ff0000');
    expect(up!.y + up!.height).toBeCloseTo(down!.y, 0);
    expect(up!.height / down!.height).toBeCloseTo(2);
    const rules = ops.flatMap((op) => {
      const match = op.op === 'path' ? /^M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)$/.exec(op.d) : null;
      return match && match[2] === match[4] ? [Number(match[2])] : [];
    });
    expect(rules.some((y) => Math.abs(y - down!.y) <= 1)).toBe(true);
  });

  test('a line chart marks every point', () => {
    const block = chart({ chartType: 'line', legend: false, series: [{ name: 'North', values: [1, 2, 3, 4], color: '#ff0000' }] });
    const markers = draw(block).ops.filter((op) => op.op === 'path' && op.fill === '#ff0000');
    expect(markers).toHaveLength(4);
  });

  test('an area is filled translucent under its line', () => {
    const block = chart({ chartType: 'area', series: [{ name: 'North', values: [1, 2, 3, 4], color: '#ff0000' }] });
    const fills = draw(block).ops.filter((op): op is PathOp => op.op === 'path' && typeof op.fill === 'string' && op.fill.startsWith('rgba(255,0,0,'));
    expect(fills).toHaveLength(1);
  });

  test('values carry their unit', () => {
    const block = chart({ chartType: 'column', unit: '$', labels: ['a', 'b'], series: [{ name: 's', values: [5, 12] }] });
    expect(texts(draw(block, 600).ops)).toEqual(expect.arrayContaining(['$5', '$12']));
  });

  test('the legend names every series beside a swatch of its colour, and can be switched off', () => {
    const colors = [{ color: '#ff0000' }, { color: '#0000ff' }];
    const block = chart({ chartType: 'line', series: [{ name: 'North', values: [1, 2, 3, 4], ...colors[0] }, { name: 'South', values: [4, 3, 2, 1], ...colors[1] }] });
    const swatches = (ops: DrawOp[]) => ops.filter((op) => op.op === 'rect' && (op.fill === '#ff0000' || op.fill === '#0000ff'));
    const shown = draw(block).ops;
    expect(texts(shown)).toEqual(expect.arrayContaining(['North', 'South']));
    expect(swatches(shown)).toHaveLength(2);
    const hidden = draw({ ...block, legend: false }).ops;
    expect(texts(hidden)).not.toContain('North');
    expect(swatches(hidden)).toHaveLength(0);
  });

  test('a legend too long for three rows folds the rest into a count', () => {
    const labels = Array.from({ length: 40 }, (_, i) => `Item ${i + 1}`);
    const block = chart({ chartType: 'pie', labels, series: [{ name: 's', values: labels.map((_, i) => i + 1) }] });
    const drawn = texts(draw(block, 360).ops);
    const more = drawn.find((text) => /^\+\d+$/.test(text));
    expect(more).toBeDefined();
    expect(drawn.filter((text) => text.startsWith('Item')).length + Number(more!.slice(1))).toBe(40);
  });

  test('series without colours take distinct theme colours', () => {
    const block = chart({ chartType: 'column' });
    const fills = new Set(draw(block).ops.flatMap((op) => (op.op === 'rect' && op.width < 100 && op.height > 0 && typeof op.fill === 'string' ? [op.fill] : [])));
    expect(fills.size).toBeGreaterThanOrEqual(2);
  });

  test('the title sits above the plot', () => {
    const { ops } = draw(chart({ chartType: 'column', title: 'Revenue by quarter' }));
    const title = glyphs(ops).find((op) => op.text.includes('Revenue'))!;
    const others = glyphs(ops).filter((op) => op !== title);
    expect(others.every((op) => op.y > title.y)).toBe(true);
  });

  test('measure gives a readable aspect and grows with a legend that wraps', () => {
    const few = chart({ chartType: 'column', legend: false });
    expect(chartRenderer.measure(few, 600, ctx)).toBeGreaterThanOrEqual(300);
    const many = chart({ chartType: 'pie', labels: MONTHS, series: [{ name: 's', values: MONTHS.map((_, i) => i + 1) }] });
    expect(chartRenderer.measure(many, 300, ctx)).toBeGreaterThan(chartRenderer.measure({ ...many, legend: false }, 300, ctx));
  });
});

describe('right-to-left charts', () => {
  const glyphs = (ops: DrawOp[]) => ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
  const at = (ops: DrawOp[], text: string) => glyphs(ops).find((op) => op.text.includes(text))!;

  test('an Arabic column chart reads from the right: first quarter, first legend entry and the value axis on the right', async () => {
    ctx = await testContext('الربع الأول الثاني الثالث الإيرادات المصروفات 0123456789');
    const block = chart({ chartType: 'column', labels: ['الأول', 'الثاني', 'الثالث'], series: [{ name: 'الإيرادات', values: [3, 4, 5] }, { name: 'المصروفات', values: [2, 3, 3] }], legend: true });
    const { ops, box } = draw(block, 480);
    expect(at(ops, 'الأول').x).toBeGreaterThan(at(ops, 'الثالث').x);
    expect(at(ops, 'الإيرادات').x).toBeGreaterThan(at(ops, 'المصروفات').x);
    const zero = glyphs(ops).find((op) => op.text === '0')!;
    expect(zero.x).toBeGreaterThan(box.x + box.width / 2);
    expect(escapees(ops, box)).toEqual([]);
  });

  test('a Persian chart writes its numbers in Persian digits', async () => {
    ctx = await testContext('بهار تابستان پاییز درآمد ۰۱۲۳۴۵۶۷۸۹٫٬');
    const block = chart({ chartType: 'column', labels: ['بهار', 'تابستان', 'پاییز'], series: [{ name: 'درآمد', values: [480, 710, 920] }] });
    const numbers = glyphs(draw(block, 480).ops).filter((op) => /^[\d\u06f0-\u06f9\u066b\u066c]+$/.test(op.text)).map((op) => op.text);
    expect(numbers).toContain('۹۲۰');
    expect(numbers.some((text) => /\d/.test(text))).toBe(false);
  });
});

describe('what a chart was drawn from', () => {
  let latin: SceneContext;
  let arabic: SceneContext;
  beforeAll(async () => {
    latin = await testContext('Revenue by quarter North South Research Sales Other Q1 Q2 Q3 Q4 0123456789%');
    arabic = await testContext('الربع الأول الثاني الثالث الإيرادات المصروفات الموظفون المبيعات الدعم 0123456789٠١٢٣٤٥٦٧٨٩%');
  });

  function record(block: Chart, context: SceneContext, width = 480) {
    const box = { x: 30, y: 40, width, height: chartRenderer.measure(block, width, context) };
    const out = new OpSink();
    out.node = 'chart';
    chartRenderer.draw(block, box, context, out, { id: 'chart' as NodeId, type: 'content', content: block } satisfies ContentNode);
    const drawn = out.blocks.get('chart');
    if (drawn?.kind !== 'chart') throw new Error('the chart recorded nothing');
    return { ops: out.ops, drawn };
  }

  /** The gridlines and baseline: one-segment strokes along an axis. */
  function rules(ops: DrawOp[]): { x: number; y: number; width: number; height: number }[] {
    return ops.flatMap((op) => {
      const match = op.op === 'path' && !op.fill ? /^M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)$/.exec(op.d) : null;
      if (!match) return [];
      const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
      return x1 === x2 || y1 === y2 ? [{ x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) }] : [];
    });
  }

  function span(boxes: { x: number; y: number; width: number; height: number }[]) {
    const x = Math.min(...boxes.map((box) => box.x));
    const y = Math.min(...boxes.map((box) => box.y));
    return { x, y, width: Math.max(...boxes.map((box) => box.x + box.width)) - x, height: Math.max(...boxes.map((box) => box.y + box.height)) - y };
  }

  test.each([
    ['left to right', () => latin, ['Q1', 'Q2', 'Q3', 'Q4'], ['North', 'South']],
    ['mirrored', () => arabic, ['الأول', 'الثاني', 'الثالث', 'الربع'], ['الإيرادات', 'المصروفات']],
  ])('a %s column chart records its card, the box its rules span, its scale and its legend’s swatches where its ops stand', (_, context, labels, names) => {
    const block = chart({ chartType: 'column', title: 'Revenue by quarter', labels, series: names.map((name, index) => ({ name, values: VALUES.positive[index]! })) });
    const { ops, drawn } = record(block, context());
    expect(ops[0]).toEqual({ op: 'rect', node: 'chart', ...drawn.card });
    expect(drawn.axes!.rules).toEqual(span(rules(ops)));
    expect(drawn.axes!.ticks.values).toHaveLength(rules(ops).length);
    expect(drawn.legendSwatches).toHaveLength(2);
    for (const swatch of drawn.legendSwatches!) expect(ops).toContainEqual(expect.objectContaining({ op: 'rect', ...swatch }));
    expect(drawn.rtl).toBe(context() === arabic);
  });

  test('a chart counts the value labels it wrote, a label that reads like a tick included', () => {
    const flat = record(chart({ chartType: 'line', legend: false, labels: ['a', 'b', 'c'], series: [{ name: 'North', values: [5, 5, 5] }] }), latin);
    expect(flat.drawn.axes!.ticks.values).toContain(5);
    expect(texts(flat.ops).filter((text) => text === '5')).toHaveLength(4);
    expect(flat.drawn.axes!.valueLabels).toBe(3);
    // Two series' labels would land on each other's lines: none are written.
    expect(record(chart({ chartType: 'line' }), latin).drawn.axes!.valueLabels).toBe(0);
  });

  test('a pie records its disc and each slice’s label: named where there is no legend and the slice holds the name, none where the slice is too thin', () => {
    const block = chart({ chartType: 'pie', legend: false, labels: ['Research', 'Sales', 'Other'], series: [{ name: 's', values: [90, 9, 1] }] });
    const { ops, drawn } = record(block, latin);
    const { cx, cy, r } = drawn.pie!;
    const outline = ops.filter((op): op is PathOp => op.op === 'path' && op.fillRule === 'evenodd').flatMap((op) => [...op.d.matchAll(/(-?[\d.]+) (-?[\d.]+)(?=[A-Z]|$)/g)].map((match) => Math.hypot(Number(match[1]) - cx, Number(match[2]) - cy)));
    for (const distance of outline) expect(distance < 0.01 || Math.abs(distance - r) < 0.01).toBe(true);
    expect(texts(ops)).toContain('Research 90%');
    expect(drawn.pie!.labels.map((label) => label?.named ?? null)).toEqual([true, false, null]);
    expect(drawn.pie!.total).toBeUndefined();
  });

  test('a mirrored doughnut records its mirrored disc, its labels and its total as the very runs the scene holds', () => {
    const block = chart({ chartType: 'doughnut', labels: ['الموظفون', 'المبيعات', 'الدعم'], series: [{ name: 'الإيرادات', values: [120, 85, 60] }] });
    const { ops, drawn } = record(block, arabic);
    const pie = drawn.pie!;
    expect(pie.inner / pie.r).toBeCloseTo(0.58);
    const total = pie.total!;
    expect(total.runs.map((run) => run.text).join('')).toBe('265');
    for (const run of total.runs) expect(ops).toContain(run);
    // The text's box is reflected with its runs: both centre on the mirrored disc.
    expect(Math.abs(total.runs[0]!.x + total.runs[0]!.width / 2 - pie.cx)).toBeLessThan(1);
    expect(Math.abs(total.x + total.width / 2 - pie.cx)).toBeLessThan(1);
    const shares = glyphs(ops).filter((op) => /%$/.test(op.text));
    expect(pie.labels.filter((label) => label !== null)).toHaveLength(shares.length);
    // Mirrored: the first slice, clockwise from 12 o'clock in the editor's left-to-right drawing, lies left of the centre.
    const first = shares.find((op) => op.text === '45%')!;
    expect(first.x + first.width / 2).toBeLessThan(pie.cx);
  });
});
