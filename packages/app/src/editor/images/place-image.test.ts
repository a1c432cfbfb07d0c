import { computeLayout, findNode, type BlockOf, type ContainerNode, type ContentNode, type Measure, type NodeId } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { fitImage, placeImage, type Fits } from './place-image.ts';

const image: BlockOf<'image'> = { kind: 'image', src: 'data:stand-in', fit: 'contain' };
const SLIDE = { width: 1200, height: 675 };

function text(id: string, words: string, lines = 1): ContentNode {
  return { id: id as NodeId, type: 'content', content: { kind: 'text', paragraphs: Array.from({ length: lines }, () => ({ role: 'normalText' as const, spans: words ? [{ text: words }] : [] })) } };
}

function column(...children: ContentNode[]): ContainerNode {
  return { id: 'root' as NodeId, type: 'column', children };
}

/** Text: 40 px a line, as many lines as it takes at 400 px a line; an image: 16:9 of its width. */
const measure: Measure = (node, width) => {
  if (node.content.kind === 'image') return (width * 9) / 16;
  if (node.content.kind !== 'text') return 60;
  return node.content.paragraphs.reduce((sum, paragraph) => sum + 40 * Math.max(1, Math.ceil((paragraph.spans[0]?.text.length ?? 0) * 10 / width)), 0);
};
const fitsSlide: Fits = (root) => computeLayout({ layout: root }, SLIDE, measure).contentHeight <= SLIDE.height;
let ids = 0;
const newId = () => `new${++ids}`;

function placed(root: ContainerNode, selection: string[] = []) {
  const placement = placeImage(root, selection, image, newId);
  return { placement, root: fitImage(placement, fitsSlide) };
}

describe('placeImage', () => {
  it('takes the place of the selected empty text block', () => {
    const { placement } = placed(column(text('title', 'Trip'), text('a', ''), text('b', '')), ['a']);
    expect(placement.blockId).toBe('a');
    expect(findNode(placement.root, 'a')).toMatchObject({ content: image });
    expect(findNode(placement.root, 'b')).toMatchObject({ content: { kind: 'text' } });
  });

  it('without a selection, takes an empty image block before an empty text, and the last empty text otherwise', () => {
    const empty: ContentNode = { id: 'pic' as NodeId, type: 'content', content: { kind: 'image', src: '', fit: 'cover' } };
    expect(placeImage(column(text('a', ''), empty, text('b', '')), [], image, newId).blockId).toBe('pic');
    expect(placeImage(column(text('title', ''), text('body', '')), [], image, newId).blockId).toBe('body');
  });

  it('goes beside the selected block when nothing is empty', () => {
    const { placement } = placed(column(text('title', 'Trip'), text('body', 'Days in the mountains')), ['body']);
    const body = placement.root.children[1]!;
    expect(body.type === 'row' && body.children.map((child) => child.id)).toEqual(['body', placement.blockId]);
  });

  it('goes beside the whole content, in a new column, when nothing is selected', () => {
    const { placement } = placed(column(text('title', 'Trip'), text('body', 'Days in the mountains')));
    expect(placement.root.type).toBe('row');
    expect(placement.root.children.map((child) => child.type)).toEqual(['column', 'content']);
  });
});

describe('fitImage', () => {
  it('keeps a full slide inside its frame: the picture is made shorter, and narrower when it must', () => {
    const full = column(text('title', 'Trip'), text('body', 'A long line of words that wraps a few times at most widths', 12));
    expect(computeLayout({ layout: full }, SLIDE, measure).contentHeight).toBeLessThanOrEqual(675);
    const { root, placement } = placed(full);
    expect(fitsSlide(placement.root)).toBe(false);
    expect(fitsSlide(root)).toBe(true);
  });

  it('a picture replacing an empty block is as tall as the room left', () => {
    const { root } = placed(column(text('title', 'Trip', 3), text('body', '')));
    const box = computeLayout({ layout: root }, SLIDE, measure).boxes.get('body')!;
    expect(fitsSlide(root)).toBe(true);
    expect(box.height).toBeGreaterThan(300);
  });

  it('leaves a picture that fits at its own height as it is', () => {
    const { placement, root } = placed(column(text('title', 'Trip')), ['title']);
    expect(root).toBe(placement.root);
  });
});
