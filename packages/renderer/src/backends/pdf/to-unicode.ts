/**
 * The ToUnicode CMap of a Type0 font: our 2-byte Identity-H code (a glyph id, or a code of its
 * own for a glyph standing for other text, pdf-fonts.ts) → the text it stands for, so copying
 * and searching give characters back rather than glyph numbers.
 * A ligature maps to all its letters; a glyph that shares its cluster with an earlier one
 * (a mark, the second half of a split vowel) maps to nothing extra and is left out.
 */
export function toUnicodeCMap(map: ReadonlyMap<number, string>): string {
  const entries = [...map].filter(([, text]) => text.length > 0).sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  // A bfchar section may hold at most 100 entries (PDF 1.7 §9.10.3, Adobe TN 5014).
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.map(([code, text]) => `<${hex4(code)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function hex4(value: number): string {
  return value.toString(16).padStart(4, '0').toUpperCase();
}

/** UTF-16BE, surrogate pairs included, as the CMap's destination strings are. */
export function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}
