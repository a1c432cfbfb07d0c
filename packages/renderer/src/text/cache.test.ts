import { expect, test } from 'vitest';
import { fontsNeededFor } from './fonts-needed.ts';
import { layoutText } from './layout-text.ts';
import { shapingStats } from './shape-cache.ts';
import { layout, paragraph } from './testing.ts';

test('laying out again at another width reuses the shaping', async () => {
  const input = [paragraph('A paragraph measured by yoga at several widths before it settles on one.')];
  const { fonts, result: wide } = await layout(input, 600);
  const before = shapingStats(fonts);
  const narrow = layoutText(fonts, input, 150);
  const after = shapingStats(fonts);
  expect(after.shaped).toBe(before.shaped);
  expect(after.reused).toBe(before.reused + 1);
  expect(narrow.lines.length).toBeGreaterThan(wide.lines.length);
});

test('changing the text or its style shapes it again', async () => {
  const { fonts } = await layout([paragraph('Cache me')], 600);
  const before = shapingStats(fonts);
  layoutText(fonts, [paragraph('Cache me', {}, { fontWeight: 400, fontSize: 21 })], 600);
  expect(shapingStats(fonts).shaped).toBe(before.shaped + 1);
});

test('text laid out before its fonts loaded is shaped again once they have', async () => {
  const { fonts } = await layout([paragraph('warm up')], 600);
  const input = [paragraph('Bold serif heading', {}, { fontFamily: 'Libre Baskerville', fontWeight: 700 })];
  const early = layoutText(fonts, input, 600);
  expect(early.lines[0]!.runs[0]!.fontKey).not.toContain('LibreBaskerville');
  await fonts.load(fontsNeededFor(input));
  const late = layoutText(fonts, input, 600);
  expect(late.lines[0]!.runs[0]!.fontKey).toContain('LibreBaskerville_700Bold');
  const before = shapingStats(fonts);
  await fonts.load([{ family: 'Sora', weight: 400, style: 'normal' }]);
  layoutText(fonts, input, 500);
  expect(shapingStats(fonts).shaped).toBe(before.shaped);
});
