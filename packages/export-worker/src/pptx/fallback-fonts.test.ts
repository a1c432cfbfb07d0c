import { FontRegistry } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { beforeAll, describe, expect, test } from 'vitest';
import { nameFallbackFonts } from './fallback-fonts.ts';

let fonts: FontRegistry;

beforeAll(async () => {
  fonts = await FontRegistry.create({ loadFontFile: readFontFile });
  await fonts.load([400, 600, 700].flatMap((weight) => ['DM Sans', 'Inter'].map((family) => ({ family, weight, style: 'normal' as const }))));
});

const run = (typeface: string, text: string, flags = '') =>
  `<a:r><a:rPr lang="vi-VN" sz="1440"${flags} dirty="0"><a:latin typeface="${typeface}" pitchFamily="34" charset="0"/><a:ea typeface="${typeface}"/></a:rPr><a:t>${text}</a:t></a:r>`;

/** The runs of a one-slide package after nameFallbackFonts, as [typeface, bold, text]. */
function named(...runs: string[]): [string, boolean, string][] {
  const files = { 'ppt/slides/slide1.xml': `<p:sld><a:p>${runs.join('')}</a:p></p:sld>` };
  nameFallbackFonts(files, fonts);
  return [...files['ppt/slides/slide1.xml'].matchAll(/<a:r><a:rPr\b([^>]*)><a:latin typeface="([^"]+)"[\s\S]*?<a:t>([^<]*)<\/a:t><\/a:r>/g)].map((match) => [
    match[2]!,
    /\sb="1"/.test(match[1]!),
    match[3]!,
  ]);
}

describe('fallback fonts', () => {
  test('a Vietnamese letter DM Sans lacks is set in Inter, as the renderer draws it, and the rest stays DM Sans', () => {
    // DM Sans has "â" and "ơ" but not "ầ" (U+1EA7) or "ớ" (U+1EDB).
    expect(named(run('DM Sans', 'Phần lớn &amp; Phâ'))).toEqual([
      ['DM Sans', false, 'Ph'],
      ['Inter', false, 'ầ'],
      ['DM Sans', false, 'n l'],
      ['Inter', false, 'ớ'],
      ['DM Sans', false, 'n &amp; Phâ'],
    ]);
  });

  test('the fallback keeps the run’s weight: a DM Sans SemiBold run falls back to Inter SemiBold, a bold one to bold Inter', () => {
    expect(named(run('DM Sans SemiBold', 'Việt'), run('DM Sans', 'ầ', ' b="1"'))).toEqual([
      ['DM Sans SemiBold', false, 'Vi'],
      ['Inter SemiBold', false, 'ệ'],
      ['DM Sans SemiBold', false, 't'],
      ['Inter', true, 'ầ'],
    ]);
  });

  test('a run its own face draws whole, or one outside the catalogue, is left as it was', () => {
    const plain = run('DM Sans', 'Plain Latin, “quoted” — 42 €');
    const foreign = run('Arial', 'Phần');
    const files = { 'ppt/slides/slide1.xml': `<p:sld>${plain}${foreign}</p:sld>` };
    nameFallbackFonts(files, fonts);
    expect(files['ppt/slides/slide1.xml']).toBe(`<p:sld>${plain}${foreign}</p:sld>`);
  });
});
