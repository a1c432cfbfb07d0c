import { ThemeJson } from '@folio/layout';
import { getTheme } from '@folio/renderer';
import { expect, test } from 'vitest';
import { colorOf, fontOf, themeFrom, withBlock, withColor, withFont } from './theme-draft.ts';

const sunlit = getTheme('sunlit');

test('a theme made from the one in use looks the same, under its own name, and is valid theme json', () => {
  const draft = themeFrom(sunlit, 'Sunlit, ours');
  expect(draft.themeName).toBe('Sunlit, ours');
  expect({ ...draft, id: sunlit.id, themeName: sunlit.themeName }).toEqual(sunlit);
  expect(ThemeJson.parse(draft)).toEqual(draft);
  expect(draft.paragraph).not.toBe(sunlit.paragraph);
});

test('a colour lands everywhere the theme shows it, and the page and card colours carry into tables and charts', () => {
  let draft = withColor(themeFrom(sunlit, 'x'), 'heading', '#112233');
  expect([draft.paragraph.display.color, draft.paragraph.title.color, draft.paragraph.headline.color, draft.paragraph.subheadline.color]).toEqual(['#112233', '#112233', '#112233', '#112233']);
  expect(draft.paragraph.normalText.color).toBe(sunlit.paragraph.normalText.color);
  draft = withColor(draft, 'accent', '#ff0066');
  expect(colorOf(draft, 'accent')).toBe('#ff0066');
  draft = withColor(draft, 'text', '#202020');
  expect(draft.table.textColor).toBe('#202020');
  draft = withBlock(withColor(draft, 'background', '#000000'), { enabled: false });
  expect(draft.table.backgroundColor).toBe('#000000');
  expect(draft.chart.backgroundColor).toBe('#000000');
  draft = withBlock(withColor(draft, 'card', '#ffffff'), { enabled: true, opacity: 1, borderRadius: 4 });
  expect(draft.table.backgroundColor).toBe('#ffffff');
  expect(ThemeJson.parse(draft)).toEqual(draft);
  expect(sunlit.seedColor).toBe('#E08A00');
});

test('a font is set for headings or for text, at the nearest weight the family has, and listed in the theme’s fonts', () => {
  const draft = withFont(themeFrom(sunlit, 'x'), 'heading', { family: 'Cormorant Garamond', weights: [400, 500, 600] });
  expect(fontOf(draft, 'heading')).toBe('Cormorant Garamond');
  expect(draft.paragraph.title.fontWeight).toBe(600);
  expect(fontOf(draft, 'body')).toBe(sunlit.paragraph.normalText.fontFamily);
  expect(draft.fonts.map((font) => font.name).sort()).toEqual(['Cormorant Garamond', 'DM Sans']);
  const body = withFont(draft, 'body', { family: 'Lora', weights: [400, 500, 600, 700] });
  expect([body.paragraph.normalText.fontFamily, body.paragraph.caption.fontFamily, body.paragraph.link.fontFamily]).toEqual(['Lora', 'Lora', 'Lora']);
  expect(ThemeJson.parse(body)).toEqual(body);
});
