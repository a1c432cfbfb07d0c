import { describe, expect, it } from 'vitest';
import { ruleRoast, type RuleRoastInput } from './rule-roast.ts';
import type { SlideText } from './slide-texts.ts';

const slide = (title: string, lines: string[] = [], pageId = title): SlideText => ({ pageId, title, hasTitle: title !== '', lines });
const roast = (slides: SlideText[], extra: Partial<RuleRoastInput> = {}) => ruleRoast({ title: 'Deck', slides, findings: [], fonts: undefined, total: slides.length, language: 'en', ...extra });
const codesOf = (result: ReturnType<typeof roast>, index: number) => result.slides[index]!.lines.map((line) => line.code);

describe('the rule-based roast', () => {
  it('quotes a title in capitals, but leaves a short acronym and a script without cases alone', () => {
    const result = roast([slide('OUR GROWTH PLAN', ['a']), slide('NATO', ['a']), slide('خطة النمو', ['a'])]);
    expect(result.slides[0]!.lines).toContainEqual({ code: 'shouting', params: { text: 'OUR GROWTH PLAN' } });
    expect(codesOf(result, 1)).toEqual(['clean']);
    expect(codesOf(result, 2)).toEqual(['clean']);
  });

  it('names the slide a repeated title first appeared on', () => {
    const result = roast([slide('Results', ['a']), slide('Plan', ['b']), slide('results ', ['c'], 'third')]);
    expect(result.slides[2]!.lines).toContainEqual({ code: 'same-title', params: { n: 1, text: 'results' } });
  });

  it('counts a date, a time and an amount as one figure each, in the body and not the title', () => {
    const body = ['Opened 2025-01-10 at 07:30', 'Raised $14.8M, 18% more', 'Spent 1,200 on 3 boats', 'Cut 9% of costs'];
    const result = roast([slide('2. Numbers', body)]);
    expect(result.slides[0]!.lines).toContainEqual({ code: 'number-soup', params: { count: 7, figures: '2025-01-10, 07:30, $14.8M' } });
  });

  it('counts words in scripts written without spaces', () => {
    const result = roast([slide('计划', ['我们今年的目标是扩大市场'])]);
    expect(result.slides[0]!.words).toBeGreaterThan(3);
  });

  it('gives a deck with nothing to roast 100 and each problem its cost', () => {
    expect(roast([slide('One', ['a']), slide('Two', ['b']), slide('Three', ['c'])]).score).toBe(100);
    const wall = roast([slide('One', [Array.from({ length: 90 }, (_, i) => `word${i}`).join(' ')]), slide('Two', ['b']), slide('Three', ['c'])]);
    expect(codesOf(wall, 0)).toEqual(['wall-of-text', 'long-line']);
    expect(wall.score).toBeLessThan(100);
  });

  it('says how much of a long file was read', () => {
    const result = roast([slide('One', ['a']), slide('Two', ['b']), slide('Three', ['c'])], { total: 75 });
    expect(result.deck).toContainEqual({ code: 'cut-deck', params: { shown: 3, total: 75 } });
    expect(result.deck.map((line) => line.code)).toContain('long-deck');
  });
});
