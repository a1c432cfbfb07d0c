import { expect, test } from 'vitest';
import { nameBulletFonts } from './bullet-fonts.ts';

function paragraph(marker: string): string {
  return `<a:p><a:pPr marL="289560" indent="-289560"><a:buSzPct val="100000"/>${marker}</a:pPr><a:r><a:rPr lang="en-US" sz="1520"><a:latin typeface="Inter SemiBold"/></a:rPr><a:t>Item</a:t></a:r></a:p>`;
}

function named(xml: string): string {
  const files = { 'ppt/slides/slide1.xml': `<p:sld>${xml}</p:sld>` };
  nameBulletFonts(files);
  return files['ppt/slides/slide1.xml'];
}

test('bullets and numbers are set in the font of their item’s first run, not the viewer’s symbol or heading font', () => {
  expect(named(paragraph('<a:buChar char="&#x2022;"/>'))).toContain('<a:buSzPct val="100000"/><a:buFont typeface="Inter SemiBold"/><a:buChar char="&#x2022;"/>');
  const numbered = named(paragraph('<a:buFont typeface="+mj-lt"/><a:buAutoNum type="arabicPeriod" startAt="1"/>'));
  expect(numbered).toContain('<a:buFont typeface="Inter SemiBold"/><a:buAutoNum');
  expect(numbered).not.toContain('+mj-lt');
});

test('paragraphs without a marker are left as they are', () => {
  const plain = '<a:p><a:pPr algn="l"><a:buNone/></a:pPr><a:r><a:rPr><a:latin typeface="Inter"/></a:rPr><a:t>Text</a:t></a:r></a:p>';
  expect(named(plain)).toBe(`<p:sld>${plain}</p:sld>`);
});
