import { ProjectDocument } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import problems from '../../../../fixtures/deck-checks/problems.json' with { type: 'json' };
import nearMisses from '../../../../fixtures/deck-checks/near-misses.json' with { type: 'json' };
import { prepareDocument } from '../document.ts';
import { testFonts } from '../text/testing.ts';
import { checkDeck } from './check-deck.ts';
import type { DeckFinding, FindingCode } from './finding.ts';

/** Pictures are sized, not decoded: the checks read sizes only. */
async function check(deck: unknown): Promise<Map<string, DeckFinding[]>> {
  const doc = ProjectDocument.parse(deck);
  const prepared = await prepareDocument(doc, { fonts: await testFonts(), loadImage: async () => ({ width: 1600, height: 1000, image: null }) });
  return checkDeck(prepared);
}

const found = await check(problems);
const on = (pageId: string) => found.get(pageId) ?? [];
const codes = (pageId: string) => [...new Set(on(pageId).map((finding) => finding.code))];
const first = <C extends FindingCode>(pageId: string, code: C) => on(pageId).find((finding) => finding.code === code) as Extract<DeckFinding, { code: C }> | undefined;

describe('deck checks find each problem on the slide that has it, and nothing else there', () => {
  test('a slide whose fourteen bullets run past its foot overflows, at the bullets', () => {
    expect(codes('overflow')).toEqual(['overflow']);
    expect(first('overflow', 'overflow')).toMatchObject({ blockId: 'overflow-body', severity: 'error' });
    expect(first('overflow', 'overflow')!.by).toBeGreaterThan(300);
  });

  test('a letter wider than its column at the slide’s edge is cut off by the edge', () => {
    expect(codes('text-clipped')).toEqual(['text-clipped']);
    expect(first('text-clipped', 'text-clipped')).toMatchObject({ blockId: 'text-clipped-big', text: 'W' });
  });

  test('a letter wider than its column is drawn over the block beside it', () => {
    expect(codes('text-overlap')).toEqual(['text-overlap']);
    expect(first('text-overlap', 'text-overlap')).toMatchObject({ blockId: 'text-overlap-big', otherBlockId: 'text-overlap-copy' });
  });

  test('shape labels squeezed to the 11 px floor are below the readable size, one finding per shape', () => {
    expect(codes('small-text')).toEqual(['small-text']);
    expect(on('small-text')).toHaveLength(12);
    expect(first('small-text', 'small-text')).toMatchObject({ blockId: 'small-text-step-1', size: 11, min: 12 });
  });

  test('pale text on the theme’s page is low contrast for body text', () => {
    expect(codes('low-contrast')).toEqual(['low-contrast']);
    const finding = first('low-contrast', 'low-contrast')!;
    expect(finding).toMatchObject({ blockId: 'low-contrast-body', needed: 4.5 });
    expect(finding.ratio).toBeLessThan(1.5);
  });

  test('contrast is judged on the page’s own background, the large title against 3:1', () => {
    const findings = on('low-contrast-override');
    expect(findings.map((finding) => [finding.code, finding.blockId, (finding as { needed: number }).needed])).toEqual([
      ['low-contrast', 'low-contrast-override-title', 3],
      ['low-contrast', 'low-contrast-override-body', 4.5],
    ]);
  });

  test('an empty paragraph still carrying its hint is a leftover hint', () => {
    expect(codes('leftover-hint')).toEqual(['leftover-hint']);
    expect(first('leftover-hint', 'leftover-hint')).toMatchObject({ blockId: 'leftover-hint-body', hint: 'Three things the pilot taught us, one line each' });
  });

  test('“[Add your points here]” is placeholder text', () => {
    expect(codes('placeholder-text')).toEqual(['placeholder-text']);
    expect(first('placeholder-text', 'placeholder-text')).toMatchObject({ blockId: 'placeholder-text-body', text: '[Add your points here]', severity: 'error' });
  });

  test('a bullet ending in “…” is cut text', () => {
    expect(codes('cut-text')).toEqual(['cut-text']);
    expect(first('cut-text', 'cut-text')!.text).toMatch(/bought…$/);
  });

  test('the same photo or the same large icon on a later slide is a repeated picture, pointing at the first', () => {
    expect(codes('picture-first')).toEqual([]);
    expect(on('repeated-picture')).toEqual([{ pageId: 'repeated-picture', blockId: 'repeated-picture-photo', code: 'repeated-picture', severity: 'info', firstPageId: 'picture-first' }]);
    expect(codes('icon-first')).toEqual([]);
    expect(first('repeated-icon', 'repeated-picture')).toMatchObject({ blockId: 'repeated-icon-icon', firstPageId: 'icon-first' });
  });

  test('a slide with only spaces and a divider is empty', () => {
    expect(on('empty-slide')).toEqual([{ pageId: 'empty-slide', code: 'empty-slide', severity: 'warning' }]);
  });
});

test('near misses are left alone: references and elisions in brackets, a mid-sentence ellipsis, captions, display descenders, text over a photo, a small repeated mark, a photo slide', async () => {
  expect([...(await check(nearMisses))]).toEqual([]);
});
