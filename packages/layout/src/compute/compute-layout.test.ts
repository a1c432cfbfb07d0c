import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../schema/blocks.ts';
import type { ContainerNode } from '../schema/layout-node.ts';
import { block, column, row, textContent } from '../tree/testing/build-tree.ts';
import { computeLayout } from './compute-layout.ts';
import type { Frame, Measure } from './layout-types.ts';
import { heightsById } from './testing/fixed-pitch-measure.ts';

const slide: Frame = { width: 1200, height: 675 };
const section: Frame = { width: 1200, minHeight: 300 };

function boxesOf(layout: ContainerNode, frame: Frame, measure: Measure) {
  return computeLayout({ layout }, frame, measure).boxes;
}

describe('computeLayout', () => {
  it('two blocks in a row split the width left after padding and gap by their sizes', () => {
    const boxes = boxesOf(row('root', [block('a'), block('b', { size: 2 })]), slide, heightsById({}));
    expect(boxes.get('root')).toEqual({ x: 0, y: 0, width: 1200, height: 675 });
    expect(boxes.get('a')).toEqual({ x: 24, y: 24, width: 376, height: 627 });
    expect(boxes.get('b')).toEqual({ x: 424, y: 24, width: 752, height: 627 });
  });

  it('padding and gap come from each container’s config; nested containers have no padding by default', () => {
    const page = column('root', [row('r', [block('a'), block('b')], { config: { gap: 10 } }), block('c')], { config: { padding: 40, gap: 16 } });
    const boxes = boxesOf(page, section, heightsById({ a: 100, b: 100, c: 100 }));
    expect(boxes.get('r')).toEqual({ x: 40, y: 40, width: 1120, height: 100 });
    expect(boxes.get('a')).toEqual({ x: 40, y: 40, width: 555, height: 100 });
    expect(boxes.get('b')).toEqual({ x: 605, y: 40, width: 555, height: 100 });
    expect(boxes.get('c')).toEqual({ x: 40, y: 156, width: 1120, height: 100 });
  });

  it('blocks in a column stack top to bottom at their measured heights', () => {
    const boxes = boxesOf(column('root', [block('a'), block('b'), block('c')]), slide, heightsById({ a: 90, b: 150.2, c: 70 }));
    expect([boxes.get('a'), boxes.get('b'), boxes.get('c')]).toEqual([
      { x: 24, y: 24, width: 1152, height: 90 },
      { x: 24, y: 138, width: 1152, height: 151 },
      { x: 24, y: 313, width: 1152, height: 70 },
    ]);
  });

  it('a block is at least 60 px tall, or its own min height, even with little content', () => {
    const page = column('root', [block('a'), block('b', { minHeight: 200 }), block('c', { minHeight: 80 })]);
    const boxes = boxesOf(page, section, heightsById({ a: 10, b: 120, c: 150 }));
    expect([boxes.get('a')!.height, boxes.get('b')!.height, boxes.get('c')!.height]).toEqual([60, 200, 150]);
  });

  it('a max-content block is exactly as tall as its content and does not grow', () => {
    const page = column('root', [block('a', { minHeight: 'max-content', size: 5 }), block('b', { size: 1 })]);
    const boxes = boxesOf(page, slide, heightsById({ a: 30, b: 100 }));
    expect(boxes.get('a')!.height).toBe(30);
    expect(boxes.get('b')).toEqual({ x: 24, y: 78, width: 1152, height: 573 });
  });

  it('sized blocks share the slide’s spare height in proportion and fill it to the bottom padding', () => {
    const page = column('root', [block('title'), block('a', { size: 1 }), block('b', { size: 3 })]);
    const boxes = boxesOf(page, slide, heightsById({ title: 100, a: 60, b: 60 }));
    const [a, b] = [boxes.get('a')!, boxes.get('b')!];
    expect(a).toEqual({ x: 24, y: 148, width: 1152, height: 150 });
    expect(b).toEqual({ x: 24, y: 322, width: 1152, height: 329 });
    expect(b.y + b.height).toBe(675 - 24);
  });

  it('blocks without a size keep their content height on a slide', () => {
    const boxes = boxesOf(column('root', [block('a'), block('b')]), slide, heightsById({ a: 100, b: 100 }));
    expect(boxes.get('b')).toEqual({ x: 24, y: 148, width: 1152, height: 100 });
  });

  it('blocks in a row are stretched to the height of the tallest', () => {
    const page = column('root', [row('r', [block('a'), block('b')]), block('c')]);
    const boxes = boxesOf(page, section, heightsById({ a: 80, b: 240, c: 60 }));
    expect(boxes.get('a')!.height).toBe(240);
    expect(boxes.get('c')!.y).toBe(24 + 240 + 24);
  });

  it('text too tall for the slide marks it as overflowing and runs past the frame', () => {
    const page = column('root', [block('a'), block('b', { size: 1 })]);
    const result = computeLayout({ layout: page }, slide, heightsById({ a: 500, b: 300 }));
    expect(result).toMatchObject({ contentHeight: 872, overflow: true, height: 675 });
    expect(result.boxes.get('root')!.height).toBe(872);
    expect(result.boxes.get('b')).toEqual({ x: 24, y: 548, width: 1152, height: 300 });
  });

  it('content that fits is not overflowing, and reports its own height', () => {
    const result = computeLayout({ layout: column('root', [block('a')]) }, slide, heightsById({ a: 200 }));
    expect(result).toMatchObject({ contentHeight: 248, overflow: false, height: 675 });
  });

  it('a page section grows past its 300 px minimum and reports how tall it became', () => {
    const result = computeLayout({ layout: column('root', [block('a'), block('b')]) }, section, heightsById({ a: 500, b: 300 }));
    expect(result).toMatchObject({ contentHeight: 872, overflow: false, height: 872 });
  });

  it('a short page section is still 300 px tall, and its sized blocks fill it', () => {
    const result = computeLayout({ layout: column('root', [block('a', { size: 1 })]) }, section, heightsById({ a: 100 }));
    expect(result).toMatchObject({ contentHeight: 148, overflow: false, height: 300 });
    expect(result.boxes.get('a')).toEqual({ x: 24, y: 24, width: 1152, height: 252 });
  });

  it('blocks nested in rows and columns get absolute page coordinates', () => {
    const page = column('root', [
      block('title'),
      row('r', [column('left', [block('a'), block('b')], { config: { padding: 10 } }), block('c', { size: 2 })], { size: 1 }),
    ]);
    const boxes = boxesOf(page, slide, heightsById({ title: 100, a: 60, b: 60, c: 60 }));
    expect(boxes.get('left')).toEqual({ x: 24, y: 148, width: 376, height: 503 });
    expect(boxes.get('a')).toEqual({ x: 34, y: 158, width: 356, height: 60 });
    expect(boxes.get('b')).toEqual({ x: 34, y: 242, width: 356, height: 60 });
    expect(boxes.get('c')).toEqual({ x: 424, y: 148, width: 752, height: 503 });
  });

  it('asks measure for each block once, at exactly the width the block is drawn at', () => {
    const asked: Array<[string, number]> = [];
    const page = row('root', [block('a'), block('b'), block('c')], { config: { gap: 10 } });
    const { boxes } = computeLayout({ layout: page }, { width: 1001 }, (node, width) => {
      asked.push([node.id, width]);
      return 50;
    });
    expect(asked).toEqual(['a', 'b', 'c'].map((id) => [id, boxes.get(id)!.width]));
  });

  it('widths that do not divide evenly still leave exactly one gap between blocks and end at the padding', () => {
    const page = row('root', [block('a'), block('b', { size: 1.3 }), block('c', { size: 0.7 })], { config: { padding: 13, gap: 7 } });
    const boxes = [...boxesOf(page, { width: 1001 }, heightsById({})).values()].slice(1);
    expect(boxes.every((box) => Number.isInteger(box.x) && Number.isInteger(box.width))).toBe(true);
    expect(boxes[1]!.x - (boxes[0]!.x + boxes[0]!.width)).toBe(7);
    expect(boxes[2]!.x - (boxes[1]!.x + boxes[1]!.width)).toBe(7);
    expect(boxes[2]!.x + boxes[2]!.width).toBe(1001 - 13);
  });

  it('fractional padding, gaps and min heights are drawn at whole pixels', () => {
    const page = column('root', [block('a', { minHeight: 70.6 }), block('b')], { config: { padding: 10.4, gap: 5.5 } });
    const boxes = boxesOf(page, section, heightsById({ a: 10, b: 10 }));
    expect(boxes.get('a')).toEqual({ x: 10, y: 10, width: 1180, height: 71 });
    expect(boxes.get('b')).toEqual({ x: 10, y: 87, width: 1180, height: 60 });
  });

  it('a block whose measure fails with NaN is laid out as empty instead of breaking the page', () => {
    const page = column('root', [block('a'), block('b')]);
    const boxes = boxesOf(page, section, (node) => (node.id === 'a' ? Number.NaN : 100));
    expect(boxes.get('a')!.height).toBe(60);
    expect(boxes.get('b')).toEqual({ x: 24, y: 108, width: 1152, height: 100 });
  });

  it('lays out any block kind: measure decides its height', () => {
    const page = column('root', [block('a', { content: { kind: 'divider', style: 'solid', thickness: 2 } }), block('b', { content: textContent('x') })]);
    expect(boxesOf(page, section, heightsById({ a: 2, b: 20 })).get('a')!.height).toBe(60);
  });

  it('a chart is as tall as the height set on it, even below what it measures; unset, its measure is its height', () => {
    const chart: BlockContent = { kind: 'chart', chartType: 'bar', labels: ['a'], series: [{ name: 's', values: [1] }], legend: false, stacked: false };
    const page = column('root', [block('set', { content: chart, minHeight: 150 }), block('unset', { content: chart })]);
    const boxes = boxesOf(page, section, heightsById({ set: 420, unset: 420 }));
    expect(boxes.get('set')!.height).toBe(150);
    expect(boxes.get('unset')!.height).toBe(420);
  });

  it('a text block set shorter than its text still shows all of it', () => {
    expect(boxesOf(column('root', [block('a', { minHeight: 150 })]), section, heightsById({ a: 420 })).get('a')!.height).toBe(420);
  });
});
