/**
 * Embedded OpenType (W3C EOT submission, version 0x00020001), the wrapper PowerPoint keeps
 * its embedded fonts in (`ppt/fonts/*.fntdata`): a little-endian header copied from the
 * font's own OS/2, head and name tables, then the TrueType file unchanged (no MicroType
 * compression, no XOR).
 */
const EOT_VERSION = 0x00020001;
const MAGIC = 0x504c;
const DEFAULT_CHARSET = 1;
/** EOT flag TTEMBED_SUBSET: the font holds only some of its family's glyphs. */
const SUBSET_FLAG = 0x1;
/** OS/2 fsType bits 1 (restricted) and 2 (preview & print): fonts a document may not carry for editing. */
const NOT_FOR_EDITING = 0x0002 | 0x0004;
/** Windows platform, Unicode BMP encoding, US English: the names Windows itself reads. */
const WINDOWS = { platform: 3, encoding: 1, language: 0x409 };
const NAME_IDS = { family: 1, style: 2, full: 4, version: 5 } as const;

export interface SfntFace {
  family: string;
  style: string;
  weight: number;
  italic: boolean;
  /** OS/2 fsType: the font's licence for embedding. */
  fsType: number;
}

/** Whether the font's licence lets a document carry it for editing (installable or editable embedding). */
export function editableEmbedding(fsType: number): boolean {
  return (fsType & 0x0008) !== 0 || (fsType & NOT_FOR_EDITING) === 0;
}

/** The family, style, weight and embedding licence a TrueType or OpenType file declares. */
export function readSfntFace(font: Uint8Array): SfntFace {
  const { os2, names } = readTables(font);
  return {
    family: names.get(NAME_IDS.family) ?? '',
    style: names.get(NAME_IDS.style) ?? '',
    weight: os2.getUint16(4),
    italic: (os2.getUint16(62) & 1) !== 0,
    fsType: os2.getUint16(8),
  };
}

/** The font as an EOT file; `subset` marks a font cut down to the characters a document uses. */
export function eotFromSfnt(font: Uint8Array, { subset = false } = {}): Uint8Array {
  const { os2, head, names } = readTables(font);
  const strings = [NAME_IDS.family, NAME_IDS.style, NAME_IDS.version, NAME_IDS.full].map((id) => utf16le(names.get(id) ?? ''));
  // The fixed part (82 bytes); each name with its size before it and a padding after it; the size of an empty RootString.
  const headerSize = 82 + strings.reduce((sum, name) => sum + 4 + name.length, 0) + 2;
  const out = new Uint8Array(headerSize + font.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, out.length, true);
  view.setUint32(4, font.length, true);
  view.setUint32(8, EOT_VERSION, true);
  view.setUint32(12, subset ? SUBSET_FLAG : 0, true);
  out.set(new Uint8Array(os2.buffer, os2.byteOffset + 32, 10), 16);
  view.setUint8(26, DEFAULT_CHARSET);
  view.setUint8(27, os2.getUint16(62) & 1);
  view.setUint32(28, os2.getUint16(4), true);
  view.setUint16(32, os2.getUint16(8), true);
  view.setUint16(34, MAGIC, true);
  for (let range = 0; range < 4; range++) view.setUint32(36 + range * 4, os2.getUint32(42 + range * 4), true);
  const hasCodePages = os2.getUint16(0) >= 1;
  for (let range = 0; range < 2; range++) view.setUint32(52 + range * 4, hasCodePages ? os2.getUint32(78 + range * 4) : 0, true);
  view.setUint32(60, head.getUint32(8), true);
  // 64–79: four reserved ULONGs, 80: Padding1, all zero.
  let at = 82;
  for (const name of strings) {
    view.setUint16(at, name.length, true);
    out.set(name, at + 2);
    at += 2 + name.length + 2;
  }
  out.set(font, headerSize);
  return out;
}

function readTables(font: Uint8Array): { os2: DataView; head: DataView; names: Map<number, string> } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, DataView>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(font[record]!, font[record + 1]!, font[record + 2]!, font[record + 3]!);
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > font.length) throw new RangeError(`font table ${tag} runs past the end of the file`);
    tables.set(tag, new DataView(font.buffer, font.byteOffset + offset, length));
  }
  const os2 = tables.get('OS/2');
  const head = tables.get('head');
  const name = tables.get('name');
  if (!os2 || !head || !name) throw new RangeError('not a TrueType or OpenType font with OS/2, head and name tables');
  return { os2, head, names: windowsNames(name) };
}

function windowsNames(table: DataView): Map<number, string> {
  const names = new Map<number, string>();
  const count = table.getUint16(2);
  const strings = table.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 6 + index * 12;
    if (table.getUint16(record) !== WINDOWS.platform || table.getUint16(record + 2) !== WINDOWS.encoding || table.getUint16(record + 4) !== WINDOWS.language) continue;
    const length = table.getUint16(record + 8);
    const offset = strings + table.getUint16(record + 10);
    let text = '';
    for (let at = 0; at + 1 < length; at += 2) text += String.fromCharCode(table.getUint16(offset + at));
    names.set(table.getUint16(record + 6), text);
  }
  return names;
}

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let index = 0; index < text.length; index++) view.setUint16(index * 2, text.charCodeAt(index), true);
  return out;
}
