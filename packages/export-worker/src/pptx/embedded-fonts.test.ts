import { strFromU8, strToU8 } from 'fflate';
import { FONT_FACES } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { describe, expect, test } from 'vitest';
import { readEot } from '../../test/export/eot-reader.ts';
import { embedFonts, usedSlots } from './embedded-fonts.ts';

const run = (typeface: string, flags = '') => `<a:r><a:rPr lang="en-US" sz="1800"${flags} dirty="0"><a:latin typeface="${typeface}" pitchFamily="34" charset="0"/></a:rPr><a:t>x</a:t></a:r>`;

/** The parts of a package embedFonts reads and edits, as pptxgenjs writes them. */
function pkg(slides: string[], chart = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<Types xmlns="x"><Default Extension="xml" ContentType="application/xml"/></Types>'),
    'ppt/_rels/presentation.xml.rels': strToU8('<Relationships xmlns="x"><Relationship Id="rId1" Type="t" Target="slides/slide1.xml"/><Relationship Id="rIdFont1" Type="t" Target="x.xml"/></Relationships>'),
    'ppt/presentation.xml': strToU8('<p:presentation xmlns:p="p" saveSubsetFonts="1"><p:sldIdLst/><p:sldSz cx="1" cy="1"/><p:notesSz cx="1" cy="1"/><p:defaultTextStyle/></p:presentation>'),
  };
  slides.forEach((xml, index) => (files[`ppt/slides/slide${index + 1}.xml`] = strToU8(`<p:sld>${xml}</p:sld>`)));
  if (chart) files['ppt/charts/chart1.xml'] = strToU8(chart);
  return files;
}

async function catalogue(family: string, weight: number, style: 'normal' | 'italic'): Promise<Uint8Array> {
  return readFontFile(FONT_FACES.find((face) => face.family === family && face.weight === weight && face.style === style)!.file);
}

describe('embedded fonts', () => {
  test('each family a run names gets the faces its runs ask for, and charts count too', () => {
    const files = pkg([run('Inter') + run('Inter', ' b="1"'), run('Lora', ' b="1" i="1"')], `<c:chart><a:defRPr sz="900" b="1"><a:latin typeface="Sora"/></a:defRPr></c:chart>`);
    expect(usedSlots(files)).toEqual(
      new Map([
        ['Inter', new Set(['regular', 'bold'])],
        ['Lora', new Set(['boldItalic'])],
        ['Sora', new Set(['bold'])],
      ]),
    );
  });

  test('the faces go into the package as EOT parts that presentation.xml lists after the notes size', async () => {
    const files = pkg([run('Inter') + run('Lora', ' i="1"') + run('Inter', ' b="1"')]);
    const parts = await embedFonts(files);
    const presentation = strFromU8(files['ppt/presentation.xml']!);
    expect(presentation).toContain('<p:presentation embedTrueTypeFonts="1"');
    expect(presentation).toMatch(/<p:notesSz cx="1" cy="1"\/><p:embeddedFontLst><p:embeddedFont><p:font typeface="Inter"\/><p:regular r:id="(rIdFont\d+)"\/><p:bold r:id="(rIdFont\d+)"\/><\/p:embeddedFont><p:embeddedFont><p:font typeface="Lora"\/><p:italic r:id="(rIdFont\d+)"\/><\/p:embeddedFont><\/p:embeddedFontLst><p:defaultTextStyle\/>/);
    const rels = strFromU8(files['ppt/_rels/presentation.xml.rels']!);
    const ids = [...rels.matchAll(/Id="([^"]+)"/g)].map((match) => match[1]);
    // The package's own rIdFont1 is left alone: every id stays unique.
    expect(new Set(ids).size).toBe(ids.length);
    expect(strFromU8(files['[Content_Types].xml']!)).toContain('<Default Extension="fntdata" ContentType="application/x-fontdata"/>');

    const expected = [await catalogue('Inter', 400, 'normal'), await catalogue('Inter', 700, 'normal'), await catalogue('Lora', 400, 'italic')];
    expect(parts.map((part) => part.name)).toEqual(['ppt/fonts/font1.fntdata', 'ppt/fonts/font2.fntdata', 'ppt/fonts/font3.fntdata']);
    const listed = [...presentation.matchAll(/r:id="(rIdFont\d+)"/g)].map((match) => match[1]);
    parts.forEach((part, index) => {
      expect(Buffer.from(readEot(part.data).font).equals(Buffer.from(expected[index]!))).toBe(true);
      expect(rels).toContain(`Id="${listed[index]}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/font" Target="${part.name.slice('ppt/'.length)}"`);
    });
  });

  test('fonts of several megabytes and families Folio does not ship stay out; no fonts, no changes', async () => {
    const files = pkg([run('Noto Sans SC') + run('Calibri') + run('+mn-lt')]);
    const before = { ...files };
    expect(await embedFonts(files)).toEqual([]);
    expect(files).toEqual(before);
  });

  test('a face the catalogue lacks is left out and the rest still travel', async () => {
    // Space Grotesk ships no italics.
    const files = pkg([run('Space Grotesk', ' i="1"') + run('Space Grotesk')]);
    const parts = await embedFonts(files);
    expect(parts).toHaveLength(1);
    expect(readEot(parts[0]!.data)).toMatchObject({ familyName: 'Space Grotesk', styleName: 'Regular' });
    expect(strFromU8(files['ppt/presentation.xml']!)).not.toContain('<p:italic');
  });
});
