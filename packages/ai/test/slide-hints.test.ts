import { describe, expect, it } from 'vitest';
import { contentNodes, validateTree } from '@folio/layout';
import { SlideSpec, buildPage } from '../src/index.ts';

const HINTS = ['Three reasons the water cycle matters to 10-year-olds', 'Where rain goes after it falls'];

describe('a bullets slide with hints', () => {
  it('is a valid spec with hints and no bullets, and older specs with bullets still are', () => {
    expect(SlideSpec.safeParse({ layout: 'bullets', title: 'Why it matters', bullets: [], hints: HINTS }).success).toBe(true);
    expect(SlideSpec.safeParse({ layout: 'bullets', title: 'Why it matters', bullets: ['Rain fills rivers'] }).success).toBe(true);
    expect(SlideSpec.safeParse({ layout: 'bullets', title: 'Why it matters', bullets: [] }).success).toBe(false);
  });

  it('becomes empty bullets that carry the hints, with no text on the slide', () => {
    const page = buildPage('p1', SlideSpec.parse({ layout: 'bullets', title: 'Why it matters', bullets: [], hints: HINTS }));
    expect(validateTree(page.layout)).toEqual([]);
    const paragraphs = contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs : []));
    const hinted = paragraphs.filter((paragraph) => paragraph.hint);
    expect(hinted.map((paragraph) => paragraph.hint)).toEqual(HINTS);
    for (const paragraph of hinted) {
      expect(paragraph.spans).toEqual([]);
      expect(paragraph.list?.kind).toBe('bullet');
    }
  });

  it('shows the bullets, not the hints, when a spec has both', () => {
    const page = buildPage('p2', SlideSpec.parse({ layout: 'bullets', title: 'Why it matters', bullets: ['Rain fills rivers'], hints: HINTS }));
    const paragraphs = contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs : []));
    expect(paragraphs.some((paragraph) => paragraph.hint)).toBe(false);
  });
});
