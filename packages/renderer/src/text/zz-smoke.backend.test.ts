import { expect, test } from 'vitest';
import { testEnv } from '../../../../scripts/test-env.ts';

test('harfbuzz loads', async () => {
  const hb = await import('harfbuzzjs');
  const bytes = await testEnv().loadFontFile('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
  const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const buf = new hb.Buffer();
  buf.addText('Hello');
  buf.guessSegmentProperties();
  hb.shape(font, buf);
  expect(buf.getLength()).toBe(5);
  const LineBreaker = (await import('linebreak')).default;
  const b = new LineBreaker('a b');
  expect(b.nextBreak()?.position).toBe(2);
  const seg = new Intl.Segmenter('th', { granularity: 'word' });
  console.info([...seg.segment('สวัสดีครับ ยินดีต้อนรับ')].map((s) => s.segment).join('|'));
});
