import { FONT_FACES } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { describe, expect, test } from 'vitest';
import { readEot } from '../../test/export/eot-reader.ts';
import { editableEmbedding, eotFromSfnt, readSfntFace } from './eot.ts';

function catalogueFace(family: string, weight: number, style: 'normal' | 'italic') {
  const entry = FONT_FACES.find((face) => face.family === family && face.weight === weight && face.style === style);
  if (!entry) throw new Error(`no ${family} ${weight} ${style}`);
  return readFontFile(entry.file);
}

describe('EOT', () => {
  test('wraps a font unchanged under a header that names it as Windows does', async () => {
    const ttf = await catalogueFace('Playfair Display', 700, 'italic');
    const eot = readEot(eotFromSfnt(ttf));
    expect(eot).toMatchObject({ version: 0x00020001, flags: 0, magic: 0x504c, italic: 1, weight: 700, fsType: 0, familyName: 'Playfair Display', styleName: 'Bold Italic' });
    expect(eot.fullName).toBe('Playfair Display Bold Italic');
    expect(eot.size).toBe(eotFromSfnt(ttf).length);
    expect(Buffer.from(eot.font).equals(Buffer.from(ttf))).toBe(true);
  });

  test('reads the face a file declares: a weight outside bold is its own family to Windows', async () => {
    expect(readSfntFace(await catalogueFace('Inter', 800, 'normal'))).toEqual({ family: 'Inter ExtraBold', style: 'Regular', weight: 800, italic: false, fsType: 0 });
    expect(readSfntFace(await catalogueFace('Inter', 400, 'italic'))).toMatchObject({ family: 'Inter', style: 'Italic', italic: true });
  });

  test('only fonts licensed for installable or editable embedding may travel in a document', () => {
    expect(editableEmbedding(0x0000)).toBe(true);
    expect(editableEmbedding(0x0008)).toBe(true);
    expect(editableEmbedding(0x0002)).toBe(false);
    expect(editableEmbedding(0x0004)).toBe(false);
    // A font that sets editable alongside a stricter bit is editable (OpenType: the least restrictive bit wins).
    expect(editableEmbedding(0x000c)).toBe(true);
  });

  test('refuses a file that is not a font', () => {
    expect(() => eotFromSfnt(new Uint8Array(64))).toThrow(/OS\/2, head and name/);
  });
});
