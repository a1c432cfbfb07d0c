import { describe, expect, test } from 'vitest';
import { compactFormat, numberFormat } from './chart-number-format.ts';

describe('chart number formats', () => {
  test('numbers keep the unit where the renderer writes it, negatives with a minus sign', () => {
    expect(numberFormat('$M', '#,##0')).toBe('"$"#,##0"M";"−""$"#,##0"M"');
    expect(numberFormat('%', '#,##0')).toBe('#,##0"%";"−"#,##0"%"');
    expect(numberFormat('kg', 'General')).toBe('General" kg";"−"General" kg"');
  });

  test('Arabic and Persian charts ask for Arabic-Indic and extended Arabic-Indic digits in every section', () => {
    expect(numberFormat(undefined, '#,##0', 'arab')).toBe('[$-2000401]#,##0;"−"[$-2000401]#,##0');
    expect(numberFormat('%', 'General', 'arabext')).toBe('[$-3000429]General"%";"−"[$-3000429]General"%"');
  });

  test('an axis in thousands reads 20K, one reaching millions 1.5M, with a plain zero', () => {
    expect(compactFormat([0, 20_000, 40_000, 60_000, 80_000, 100_000], undefined, { from: 0, digits: 'latn' })).toBe('[>=999.95]0,"K";#,##0');
    expect(compactFormat([0, 1_000_000, 2_000_000, 3_000_000], '$', { from: 0, digits: 'latn' })).toBe('[>=999950]"$"0,,"M";"$"#,##0');
    expect(compactFormat([0, 500_000, 1_000_000, 1_500_000], '$', { from: 0, digits: 'latn' })).toBe('[>=999950]"$"0.0,,"M";[>=999.95]"$"0,"K";"$"#,##0');
  });

  test('value labels turn compact from 10,000 on, as the renderer writes them, in the chart’s digits', () => {
    expect(compactFormat([1_200_000, 2_500_000, 3_100_000], '$', { from: 10_000, digits: 'latn' })).toBe('"$"0.0,,"M"');
    expect(compactFormat([9_500, 18_000], undefined, { from: 10_000, digits: 'arab' })).toBe('[>=10000][$-2000401]0,"K";[$-2000401]#,##0');
  });

  test('values the renderer writes in full, or that go below zero, keep the plain format', () => {
    expect(compactFormat([120, 480, 9_000], undefined, { from: 10_000, digits: 'latn' })).toBeUndefined();
    expect(compactFormat([-20_000, 40_000], undefined, { from: 0, digits: 'latn' })).toBeUndefined();
  });
});
