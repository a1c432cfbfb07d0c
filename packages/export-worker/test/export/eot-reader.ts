/** What an EOT file (version 0x00020001) says of itself, read the way a viewer reads it, and the font it carries. */
export interface EotFile {
  size: number;
  version: number;
  flags: number;
  magic: number;
  italic: number;
  weight: number;
  fsType: number;
  familyName: string;
  styleName: string;
  fullName: string;
  font: Uint8Array;
}

export function readEot(bytes: Uint8Array): EotFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 82;
  const names: string[] = [];
  for (let index = 0; index < 4; index++) {
    const length = view.getUint16(at, true);
    names.push(Buffer.from(bytes.subarray(at + 2, at + 2 + length)).toString('utf16le'));
    at += 2 + length + 2;
  }
  const rootString = view.getUint16(at, true);
  const fontSize = view.getUint32(4, true);
  const start = at + 2 + rootString;
  return {
    size: view.getUint32(0, true),
    version: view.getUint32(8, true),
    flags: view.getUint32(12, true),
    magic: view.getUint16(34, true),
    italic: view.getUint8(27),
    weight: view.getUint32(28, true),
    fsType: view.getUint16(32, true),
    familyName: names[0]!,
    styleName: names[1]!,
    fullName: names[3]!,
    font: bytes.subarray(start, start + fontSize),
  };
}
