import { expect, test } from 'vitest';
import { testEnv } from '../../../../scripts/test-env.ts';
import { layout, paragraph } from './testing.ts';

/**
 * Chromium shapes text with its own HarfBuzz; given the same font bytes its widths and ours
 * should agree, or our shaping (features, kerning, metrics) drifts from what the browser
 * would have drawn. Two references, because Chromium measures differently in two places:
 * canvas `measureText` shapes word by word (Blink's CachingWordShaper) and so drops kerning
 * pairs that involve a space, while DOM layout (LayoutNG) shapes the whole run as we do.
 * So whole strings are compared with a DOM span, single words with `measureText`.
 */
const CASES = [
  {
    family: 'Inter',
    weight: 400,
    file: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
    strings: ['Hello, World!', 'AVATAR Type kerning: To, Ta, Yo.', 'office affinity waffle', 'Straße 1234567890 — “quotes”', 'Съешь же ещё этих мягких булок'],
  },
  {
    family: 'Playfair Display',
    weight: 700,
    file: '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
    strings: ['Elegant Headlines', 'The fjord of affluent fish', 'Quarterly Review 2024'],
  },
  {
    family: 'Noto Sans Arabic',
    weight: 400,
    file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    strings: ['مرحبا بالعالم', 'العرض التقديمي الجيد يقدم فكرة واحدة', 'یک ارائهٔ خوب'],
  },
  {
    family: 'Noto Sans SC',
    weight: 400,
    file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    strings: ['我们的演示文稿', '清楚地表达每一个想法，并且让观众容易理解。'],
  },
];

const SIZE = 48;

async function ourWidth(text: string, family: string, weight: number): Promise<number> {
  const { result } = await layout([paragraph(text, {}, { fontFamily: family, fontWeight: weight, fontSize: SIZE })], Infinity);
  expect(result.lines).toHaveLength(1);
  return result.lines[0]!.width;
}

function domWidth(text: string, font: string): number {
  const span = document.createElement('span');
  span.style.font = font;
  span.style.whiteSpace = 'pre';
  span.textContent = text;
  document.body.append(span);
  const width = span.getBoundingClientRect().width;
  span.remove();
  return width;
}

test('single-line widths match Chromium within 0.5%', async () => {
  const ctx = document.createElement('canvas').getContext('2d')!;
  const worst = { canvas: { ratio: 1, text: '' }, dom: { ratio: 1, text: '' } };
  const check = (kind: 'canvas' | 'dom', ours: number, theirs: number, text: string): void => {
    const ratio = ours / theirs;
    if (Math.abs(ratio - 1) >= Math.abs(worst[kind].ratio - 1)) worst[kind] = { ratio, text };
    expect(Math.abs(ratio - 1), `${kind}: ${text}`).toBeLessThan(0.005);
  };
  for (const { family, weight, file, strings } of CASES) {
    const name = `Folio Measure ${family} ${weight}`;
    // slice(): FontFace takes bytes backed by a plain ArrayBuffer, not ArrayBufferLike.
    const face = new FontFace(name, (await testEnv().loadFontFile(file)).slice(), { weight: String(weight) });
    document.fonts.add(await face.load());
    const font = `${weight} ${SIZE}px "${name}"`;
    ctx.font = font;
    for (const text of strings) {
      check('dom', await ourWidth(text, family, weight), domWidth(text, font), text);
      for (const word of text.split(' ')) check('canvas', await ourWidth(word, family, weight), ctx.measureText(word).width, word);
    }
  }
  console.info(
    `worst width ratio ours/Chromium: canvas measureText ${worst.canvas.ratio.toFixed(6)} ("${worst.canvas.text}"), ` +
      `DOM layout ${worst.dom.ratio.toFixed(6)} ("${worst.dom.text}")`,
  );
});
