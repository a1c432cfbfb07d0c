import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Documents built to hurt a server that reads them, made at test time rather than stored:
 * each is a few megabytes at most and asks for gigabytes, minutes or the server's own objects.
 */

interface ZipEntry {
  name: string;
  /** Stored or deflated here; a `deflated` entry brings its compressed bytes and true size. */
  data?: Uint8Array | string;
  deflated?: { bytes: Uint8Array; size: number; crc: number };
}

/** A zip archive, written plainly so an entry can carry a deflate stream made elsewhere. */
export function zipOf(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data ?? new Uint8Array());
    const body = entry.deflated ?? { bytes: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(body.crc >>> 0, 14);
    header.writeUInt32LE(body.bytes.length, 18);
    header.writeUInt32LE(body.size, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.crc >>> 0, 16);
    central.writeUInt32LE(body.bytes.length, 20);
    central.writeUInt32LE(body.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, Buffer.from(body.bytes));
    centrals.push(central, name);
    offset += header.length + name.length + body.bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * A deflate stream of `size` zero bytes (a multiple of 16 MiB) in about 1/1000 of that: one
 * 16 MiB block flushed to a byte boundary with its window reset, repeated, then a last empty block.
 */
export function deflatedZeros(size: number): { bytes: Uint8Array; size: number; crc: number } {
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  const repeats = Math.ceil(size / chunk.length);
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let index = 0; index < repeats; index++) crc = crc32(chunk, crc);
  const bytes = Buffer.concat([...Array.from({ length: repeats }, () => block), deflateRawSync(Buffer.alloc(0))]);
  return { bytes: new Uint8Array(bytes), size: repeats * chunk.length, crc };
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${main}</Types>`;
const ROOT_RELS = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;

/** The smallest parts of each Office format that readers and type sniffers accept. */
export function officeParts(kind: 'docx' | 'xlsx' | 'pptx'): ZipEntry[] {
  if (kind === 'docx')
    return [
      { name: '[Content_Types].xml', data: CONTENT_TYPES('<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>') },
      { name: '_rels/.rels', data: ROOT_RELS('word/document.xml') },
      { name: 'word/document.xml', data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>' },
    ];
  if (kind === 'xlsx') return workbookParts('Sheet1', '');
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES('<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>') },
    { name: '_rels/.rels', data: ROOT_RELS('ppt/presentation.xml') },
    { name: 'ppt/presentation.xml', data: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>' },
    { name: 'ppt/slides/slide1.xml', data: '<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Hello</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>' },
  ];
}

function workbookParts(sheetName: string, definedNames: string): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES(
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
      ),
    },
    { name: '_rels/.rels', data: ROOT_RELS('xl/workbook.xml') },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets>${definedNames}</workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Budget</t></is></c></row></sheetData></worksheet>',
    },
  ];
}

/** 2 KB: a sheet named `__proto__` and a defined name on one of its cells make exceljs write to Object.prototype. */
export function prototypePollutingWorkbook(): Uint8Array {
  return zipOf(workbookParts('__proto__', '<definedNames><definedName name="polluted">__proto__!$A$1</definedName></definedNames>'));
}

/** An Office file of `kind` holding one more part of `size` zero bytes (2 GiB in about 2 MB). */
export function zipBomb(kind: 'docx' | 'xlsx' | 'pptx', size = 2 * 1024 ** 3): Uint8Array {
  const part = kind === 'docx' ? 'word/media/zeros.bin' : kind === 'xlsx' ? 'xl/media/zeros.bin' : 'ppt/slides/slide2.xml';
  return zipOf([...officeParts(kind), { name: part, deflated: deflatedZeros(size) }]);
}

/**
 * A PDF of `pages` pages, each with a line of text, sharing one content stream; `brokenXref`
 * points every cross-reference entry at the wrong offset, so a reader must rebuild it.
 */
export function manyPagePdf(pages: number, options: { brokenXref?: boolean } = {}): Uint8Array {
  const parts: string[] = ['%PDF-1.7\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (body: string) => {
    offsets.push(length);
    const text = `${offsets.length} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    length += text.length;
  };
  const firstPage = 5;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ')}] >>`);
  const stream = 'BT /F1 12 Tf 72 720 Td (A page of a very long report) Tj ET';
  add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let index = 0; index < pages; index++) add('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>');
  const xrefAt = length;
  const entries = offsets.map((offset) => `${String(options.brokenXref ? offset + 7 : offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return new TextEncoder().encode(parts.join(''));
}
