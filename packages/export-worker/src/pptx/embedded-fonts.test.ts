import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { FONT_FACES, FontSubsetter } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { describe, expect, test } from 'vitest';
import { readEot } from '../../test/export/eot-reader.ts';
import { embedFonts, usedFaces } from './embedded-fonts.ts';

const require = createRequire(import.meta.url);
let loaded: Promise<FontSubsetter> | undefined;
const subsetter = () => (loaded ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then((wasm) => FontSubsetter.create(wasm)));

const run = (typeface: string, flags = '', text = 'x') =>
  `<a:r><a:rPr lang="en-US" sz="1800"${flags} dirty="0"><a:latin typeface="${typeface}" pitchFamily="34" charset="0"/></a:rPr><a:t>${text}</a:t></a:r>`;

/** The parts of a package embedFonts reads and edits, as pptxgenjs writes them. */
function pkg(slides: string[], chart = ''): Record<string, string> {
  const files: Record<string, string> = {
    '[Content_Types].xml': '<Types xmlns="x"><Default Extension="xml" ContentType="application/xml"/></Types>',
    'ppt/_rels/presentation.xml.rels': '<Relationships xmlns="x"><Relationship Id="rId1" Type="t" Target="slides/slide1.xml"/><Relationship Id="rIdFont1" Type="t" Target="x.xml"/></Relationships>',
    'ppt/presentation.xml': '<p:presentation xmlns:p="p" saveSubsetFonts="1"><p:sldIdLst/><p:sldSz cx="1" cy="1"/><p:notesSz cx="1" cy="1"/><p:defaultTextStyle/></p:presentation>',
  };
  slides.forEach((xml, index) => (files[`ppt/slides/slide${index + 1}.xml`] = `<p:sld>${xml}</p:sld>`));
  if (chart) files['ppt/charts/chart1.xml'] = chart;
  return files;
}

async function catalogue(family: string, weight: number, style: 'normal' | 'italic'): Promise<Uint8Array> {
  return readFontFile(FONT_FACES.find((face) => face.family === family && face.weight === weight && face.style === style)!.file);
}

describe('embedded fonts', () => {
  test('each family a run names gets the faces its runs ask for, with their characters, and charts count too', () => {
    const files = pkg([run('Inter', '', 'ab') + run('Inter', ' b="1"', 'b&amp;') + run('Inter', '', 'c'), run('Lora', ' b="1" i="1"', 'é')], `<c:chart><a:defRPr sz="900" b="1"><a:latin typeface="Sora"/></a:defRPr></c:chart>`);
    const used = Object.fromEntries([...usedFaces(files)].map(([family, slots]) => [family, Object.fromEntries([...slots].map(([slot, codePoints]) => [slot, String.fromCodePoint(...codePoints)]))]));
    expect(used).toEqual({ Inter: { regular: 'abc', bold: 'b&' }, Lora: { boldItalic: 'é' }, Sora: { bold: '' } });
  });

  test('the faces go into the package as EOT parts that presentation.xml lists after the notes size', async () => {
    const files = pkg([run('Inter') + run('Lora', ' i="1"') + run('Inter', ' b="1"')]);
    const parts = await embedFonts(files, subsetter);
    const presentation = files['ppt/presentation.xml']!;
    expect(presentation).toContain('<p:presentation embedTrueTypeFonts="1"');
    expect(presentation).toMatch(/<p:notesSz cx="1" cy="1"\/><p:embeddedFontLst><p:embeddedFont><p:font typeface="Inter"\/><p:regular r:id="(rIdFont\d+)"\/><p:bold r:id="(rIdFont\d+)"\/><\/p:embeddedFont><p:embeddedFont><p:font typeface="Lora"\/><p:italic r:id="(rIdFont\d+)"\/><\/p:embeddedFont><\/p:embeddedFontLst><p:defaultTextStyle\/>/);
    const rels = files['ppt/_rels/presentation.xml.rels']!;
    const ids = [...rels.matchAll(/Id="([^"]+)"/g)].map((match) => match[1]);
    // The package's own rIdFont1 is left alone: every id stays unique.
    expect(new Set(ids).size).toBe(ids.length);
    expect(files['[Content_Types].xml']!).toContain('<Default Extension="fntdata" ContentType="application/x-fontdata"/>');

    const expected = [await catalogue('Inter', 400, 'normal'), await catalogue('Inter', 700, 'normal'), await catalogue('Lora', 400, 'italic')];
    expect(parts.map((part) => part.name)).toEqual(['ppt/fonts/font1.fntdata', 'ppt/fonts/font2.fntdata', 'ppt/fonts/font3.fntdata']);
    const listed = [...presentation.matchAll(/r:id="(rIdFont\d+)"/g)].map((match) => match[1]);
    parts.forEach((part, index) => {
      expect(Buffer.from(readEot(part.data).font).equals(Buffer.from(expected[index]!))).toBe(true);
      expect(rels).toContain(`Id="${listed[index]}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/font" Target="${part.name.slice('ppt/'.length)}"`);
    });
  });

  test('a weight between regular and bold travels as its own family, the face the editor draws it with', async () => {
    const files = pkg([run('Inter SemiBold') + run('Poppins Medium') + run('Inter ExtraBold')]);
    const parts = await embedFonts(files, subsetter);
    const presentation = files['ppt/presentation.xml']!;
    for (const family of ['Inter SemiBold', 'Poppins Medium', 'Inter ExtraBold']) expect(presentation).toContain(`<p:font typeface="${family}"/><p:regular r:id=`);
    const expected = [await catalogue('Inter', 600, 'normal'), await catalogue('Poppins', 500, 'normal'), await catalogue('Inter', 800, 'normal')];
    expect(parts.map((part) => readEot(part.data).familyName)).toEqual(['Inter SemiBold', 'Poppins Medium', 'Inter ExtraBold']);
    parts.forEach((part, index) => expect(Buffer.from(readEot(part.data).font).equals(Buffer.from(expected[index]!))).toBe(true));
  });

  test('a CJK face goes in cut down to the characters the slides use; families Folio does not ship stay out', async () => {
    const files = pkg([run('Noto Sans SC', '', '简体中文') + run('Noto Sans SC', '', '，字') + run('Calibri') + run('+mn-lt')]);
    const parts = await embedFonts(files, subsetter);
    expect(parts).toHaveLength(1);
    const eot = readEot(parts[0]!.data);
    // Flag TTEMBED_SUBSET; the whole face is 10 MB.
    expect(eot).toMatchObject({ flags: 1, familyName: 'Noto Sans SC', styleName: 'Regular', weight: 400 });
    expect(eot.font.length).toBeLessThan(100_000);
    const unicodes = [...new Face(new Blob(eot.font)).collectUnicodes()];
    expect(String.fromCodePoint(...unicodes.sort((a, b) => a - b))).toBe([...'简体中文，字'].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join(''));
    expect(files['ppt/presentation.xml']!).toContain('<p:font typeface="Noto Sans SC"/><p:regular r:id=');
  });

  test('a face HarfBuzz cannot cut down stays out, and the rest still travel', async () => {
    const failing = async () =>
      ({
        hasFace: () => true,
        addFace: () => undefined,
        subsetForText: () => {
          throw new Error('HarfBuzz could not subset');
        },
      }) as unknown as FontSubsetter;
    const files = pkg([run('Noto Sans JP', '', '日本語') + run('Inter')]);
    const parts = await embedFonts(files, failing);
    expect(parts.map((part) => readEot(part.data).familyName)).toEqual(['Inter']);
    expect(files['ppt/presentation.xml']!).not.toContain('Noto Sans JP');
  });

  test('no fonts Folio ships, no changes', async () => {
    const files = pkg([run('Calibri') + run('+mn-lt')]);
    const before = { ...files };
    expect(await embedFonts(files, subsetter)).toEqual([]);
    expect(files).toEqual(before);
  });

  test('a face the catalogue lacks is left out and the rest still travel', async () => {
    // Space Grotesk ships no italics.
    const files = pkg([run('Space Grotesk', ' i="1"') + run('Space Grotesk')]);
    const parts = await embedFonts(files, subsetter);
    expect(parts).toHaveLength(1);
    expect(readEot(parts[0]!.data)).toMatchObject({ familyName: 'Space Grotesk', styleName: 'Regular' });
    expect(files['ppt/presentation.xml']!).not.toContain('<p:italic');
  });
});
