import type { PDFContext, PDFRawStream } from 'pdf-lib';

/** zlib compression of a stream's bytes (in Node, its native zlib: ≈ 4× pdf-lib's pako). */
export type Deflate = (data: Uint8Array) => Uint8Array;

type StreamDict = Parameters<PDFContext['flateStream']>[1];

/** A FlateDecode stream, compressed by `deflate` when the caller supplies one, else by pdf-lib. */
export function flateStream(context: PDFContext, contents: string | Uint8Array, dict: StreamDict = {}, deflate?: Deflate): PDFRawStream {
  if (!deflate) return context.flateStream(contents, dict);
  return context.stream(deflate(typeof contents === 'string' ? latin1(contents) : contents), { ...dict, Filter: 'FlateDecode' });
}

/** Content streams are ASCII (text goes in as glyph ids and hex strings): one byte per char. */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
