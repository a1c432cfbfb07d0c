import { Color } from '@folio/layout';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { composite, contrastRatio, hslToRgb, mix, parseColor, rgbToHsl, toCss } from './color.ts';

describe('parseColor', () => {
  test.each([
    ['#f80', { r: 255, g: 136, b: 0, a: 1 }],
    ['#f808', { r: 255, g: 136, b: 0, a: 136 / 255 }],
    ['#FF8800', { r: 255, g: 136, b: 0, a: 1 }],
    ['#ff880080', { r: 255, g: 136, b: 0, a: 128 / 255 }],
    ['rgb(255,136,0)', { r: 255, g: 136, b: 0, a: 1 }],
    ['rgb( 255 , 136 , 0 )', { r: 255, g: 136, b: 0, a: 1 }],
    ['rgba(255,136,0,0.5)', { r: 255, g: 136, b: 0, a: 0.5 }],
    ['rgba(255, 136, 0, .25)', { r: 255, g: 136, b: 0, a: 0.25 }],
    ['rgba(0,0,0,1)', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgba(0,0,0,0)', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (css, rgba) => {
    expect(parseColor(css)).toEqual(rgba);
  });

  test.each([
    '',
    'red',
    'transparent',
    '#ff',
    '#fffff',
    '#ggg',
    'ff8800',
    '#ff8800 ',
    'rgb(256,0,0)',
    'rgb(-1,0,0)',
    'rgb(1,2)',
    'rgb(1,2,3,0.5)',
    'rgba(1,2,3)',
    'rgba(1,2,3,1.5)',
    'rgba(1,2,3,50%)',
    'hsl(120,50%,50%)',
    'rgb(1.5,2,3)',
  ])('refuses %j rather than painting black', (garbage) => {
    expect(() => parseColor(garbage)).toThrow(TypeError);
  });

  test('accepts exactly what the document schema accepts', () => {
    const candidates = fc.oneof(
      fc.stringMatching(/^#[0-9a-fA-FxX]{2,9}$/),
      fc.stringMatching(/^rgba?\([ 0-9.,-]{3,20}\)$/),
    );
    fc.assert(
      fc.property(candidates, (css) => {
        const parses = (() => {
          try {
            parseColor(css);
            return true;
          } catch {
            return false;
          }
        })();
        expect(parses).toBe(Color.safeParse(css).success);
      }),
    );
  });
});

describe('toCss', () => {
  test('writes opaque colours as #rrggbb and translucent ones as rgba()', () => {
    expect(toCss({ r: 255, g: 136, b: 0, a: 1 })).toBe('#ff8800');
    expect(toCss({ r: 255, g: 136, b: 0, a: 0.5 })).toBe('rgba(255,136,0,0.5)');
    expect(toCss('#F80')).toBe('#ff8800');
  });

  test('round-trips through parseColor and stays a valid document colour', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, fc.integer({ min: 0, max: 1000 }), (r, g, b, milli) => {
        const css = toCss({ r, g, b, a: milli / 1000 });
        expect(Color.safeParse(css).success).toBe(true);
        expect(toCss(parseColor(css))).toBe(css);
      }),
    );
  });
});

describe('HSL', () => {
  test('knows the primaries', () => {
    expect(rgbToHsl('#ff0000')).toEqual({ h: 0, s: 1, l: 0.5, a: 1 });
    expect(rgbToHsl('#00ff00').h).toBe(120);
    expect(rgbToHsl('#0000ff').h).toBe(240);
    expect(rgbToHsl('#808080').s).toBe(0);
  });

  test('converts back to the same colour', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        expect(toCss(hslToRgb(rgbToHsl({ r, g, b, a: 1 })))).toBe(toCss({ r, g, b, a: 1 }));
      }),
    );
  });
});

describe('mixing and compositing', () => {
  test('mix goes from one colour to the other', () => {
    expect(toCss(mix('#000000', '#ffffff', 0))).toBe('#000000');
    expect(toCss(mix('#000000', '#ffffff', 0.5))).toBe('#808080');
    expect(toCss(mix('#000000', '#ffffff', 1))).toBe('#ffffff');
  });

  test('a half-transparent colour over another lands halfway', () => {
    expect(toCss(composite('rgba(255,255,255,0.5)', '#000000'))).toBe('#808080');
    expect(toCss(composite('#ff0000', '#00ff00'))).toBe('#ff0000');
    expect(toCss(composite('rgba(0,0,0,0)', '#123456'))).toBe('#123456');
  });
});

describe('contrastRatio', () => {
  test('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic lightest AA grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  test('is symmetric for opaque colours', () => {
    expect(contrastRatio('#336699', '#ffeecc')).toBeCloseTo(contrastRatio('#ffeecc', '#336699'), 10);
  });

  test('judges translucent text as painted over the background', () => {
    expect(contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
  });
});
