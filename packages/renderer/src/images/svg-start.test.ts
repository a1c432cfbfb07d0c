import { describe, expect, it } from 'vitest';
import { startsAsSvg } from './svg-start.ts';

describe('telling an SVG file by its start', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\uFEFF  <svg>',
    '<?xml version="1.0"?>\n<svg width="1">',
    '<?XML version="1.0"?><!-- made by hand --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><SVG\n>',
    '<!----><svg>',
  ])('takes %j for an SVG', (text) => expect(startsAsSvg(text)).toBe(true));

  it.each(['<svgx>', '<html><svg>', 'svg', '<!-- unclosed <svg>', '<!DOCTYPE html', '<?xml version="1.0"', '<!--><svg>', ''])('does not take %j for one', (text) => expect(startsAsSvg(text)).toBe(false));

  it('answers at once on the repeated comments and doctypes that made the old pattern backtrack for minutes', () => {
    const hostile = `<!---->${'\uFEFF<!--\uFEFF><SVG>--><!DOCTYPE>\uFEFF<!--\uFEFF><SVG>-->'.repeat(30_000)}`;
    expect(startsAsSvg(hostile)).toBe(false);
    expect(startsAsSvg(`${'<!-- a --><!DOCTYPE x>'.repeat(30_000)}<svg>`)).toBe(true);
  });
});
