import { describe, expect, test } from 'vitest';
import { catalogueFace, officeFace } from './office-face.ts';

describe('office face names', () => {
  test('weights between regular and bold name their own face, as Office does, instead of collapsing to regular or bold', () => {
    expect(officeFace('Inter', 400, false)).toEqual({ typeface: 'Inter', bold: false, italic: false });
    expect(officeFace('Poppins', 500, false)).toEqual({ typeface: 'Poppins Medium', bold: false, italic: false });
    expect(officeFace('Inter', 600, false)).toEqual({ typeface: 'Inter SemiBold', bold: false, italic: false });
    expect(officeFace('Inter', 700, false)).toEqual({ typeface: 'Inter', bold: true, italic: false });
    expect(officeFace('Inter', 800, false)).toEqual({ typeface: 'Inter ExtraBold', bold: false, italic: false });
  });

  test('a weight the family lacks is the face the renderer picks: Lora 800 is bold, an italic 600 the bold italic', () => {
    expect(officeFace('Lora', 800, false)).toEqual({ typeface: 'Lora', bold: true, italic: false });
    expect(officeFace('Inter', 600, true)).toEqual({ typeface: 'Inter', bold: true, italic: true });
    expect(officeFace('Calibri', 600, false)).toEqual({ typeface: 'Calibri', bold: true, italic: false });
  });

  test('each named face leads back to its catalogue file', () => {
    expect(catalogueFace('Inter SemiBold', false, false)?.file).toContain('Inter_600SemiBold.ttf');
    expect(catalogueFace('Inter', true, false)?.file).toContain('Inter_700Bold.ttf');
    expect(catalogueFace('Inter SemiBold', true, false)).toBeUndefined();
  });
});
