import { contentNodes, Page } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { buildPage, fitSlide, SlideSpec, type Overflows } from '../src/index.ts';

/** Stands in for the renderer's layout: a slide holds this many characters of body text. */
const holding = (chars: number): Overflows => (page) => bodyText(page).join('').length > chars;

function bodyText(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' && !node.id.endsWith('-title') ? node.content.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join('')) : []));
}

const bullets = ['Solar output doubled.', 'The battery moved evening demand into the night.', 'Wind came back after the storm.', 'Households paid less at the peak.', 'The council wants a second battery.'];
const slide = buildPage('s1', SlideSpec.parse({ layout: 'bullets', title: 'What the battery changed', bullets }));
const total = bodyText(slide).join('').length;

describe('fitting a generated slide that overflows', () => {
  test('a slide that fits is left as it is', () => {
    expect(fitSlide(slide, holding(total))).toEqual({ pages: [slide], outcome: 'fits' });
  });

  test('a little too long: the last whole bullet goes, never part of one', () => {
    const fitted = fitSlide(slide, holding(total - 10));
    expect(fitted.outcome).toBe('shortened');
    expect(bodyText(fitted.pages[0]!)).toEqual(bullets.slice(0, 4));
  });

  test('far too long: split in two at a bullet, the heading on both, every bullet kept, page ids unique', () => {
    const fitted = fitSlide(slide, holding(Math.ceil(total * 0.6)));
    expect(fitted.outcome).toBe('split');
    const [first, second] = fitted.pages as [Page, Page];
    expect([...bodyText(first), ...bodyText(second)]).toEqual(bullets);
    expect(second.id).toBe('s1-2');
    expect(JSON.stringify(second.layout)).toContain('What the battery changed');
    expect(() => Page.parse(second)).not.toThrow();
    expect(contentNodes(second.layout).every((node) => node.id.startsWith('s1-2-'))).toBe(true);
  });

  test('kept to one slide when asked (regenerate), shortened as far as it takes', () => {
    const fitted = fitSlide(slide, holding(Math.ceil(total * 0.6)), { split: false });
    expect(fitted.outcome).toBe('shortened');
    expect(fitted.pages).toHaveLength(1);
    expect(bullets).toEqual(expect.arrayContaining(bodyText(fitted.pages[0]!)));
  });

  test('what cannot fit without its heading comes back unchanged, marked', () => {
    expect(fitSlide(slide, () => true)).toEqual({ pages: [slide], outcome: 'overflows' });
  });
});
