/**
 * Font subsetting with HarfBuzz's own subsetter (harfbuzzjs ships it as a separate,
 * import-free `harfbuzz-subset.wasm`). It is the subsetter browsers' font pipelines use;
 * @pdf-lib/fontkit's has known bugs (FIELD-NOTES). Glyph ids are retained, so the
 * renderer's glyph ids go into the PDF unchanged (CIDToGIDMap /Identity) and no remapping
 * can drift. The wasm bytes are injected: the renderer never reads files itself.
 */

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_READONLY = 1;
const SETS_GLYPH_INDEX = 0;
const SETS_UNICODE = 1;
const SETS_DROP_TABLE_TAG = 3;
/** Hinting is dropped because the canvas backend draws unhinted outlines; .notdef keeps its box. */
const FLAGS_NO_HINTING = 0x1;
const FLAGS_RETAIN_GIDS = 0x2;
const FLAGS_NOTDEF_OUTLINE = 0x40;
/** Shaping already happened: a PDF viewer only draws glyph ids, so layout tables are dead weight. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'kern', 'morx', 'DSIG'];

export class FontSubsetter {
  /** Parsed faces stay in wasm memory: the same fonts are subset export after export. */
  private readonly faces = new Map<string, number>();

  private constructor(private readonly hb: SubsetExports) {}

  static async create(wasm: BufferSource | WebAssembly.Module): Promise<FontSubsetter> {
    const instance =
      wasm instanceof WebAssembly.Module ? await WebAssembly.instantiate(wasm, {}) : (await WebAssembly.instantiate(wasm, {})).instance;
    const hb = instance.exports as unknown as SubsetExports;
    hb._initialize();
    return new FontSubsetter(hb);
  }

  hasFace(key: string): boolean {
    return this.faces.has(key);
  }

  /** Copies a font file into wasm memory once per key. */
  addFace(key: string, bytes: Uint8Array): void {
    if (this.faces.has(key)) return;
    const { hb } = this;
    const ptr = hb.malloc(bytes.length);
    new Uint8Array(hb.memory.buffer, ptr, bytes.length).set(bytes);
    const blob = hb.hb_blob_create(ptr, bytes.length, MEMORY_MODE_READONLY, 0, 0);
    this.faces.set(key, hb.hb_face_create(blob, 0));
    hb.hb_blob_destroy(blob);
  }

  /** A font file holding only `glyphIds` (plus .notdef), each at its original id. */
  subset(key: string, glyphIds: Iterable<number>): Uint8Array {
    return this.run(key, (input) => {
      const { hb } = this;
      const glyphs = hb.hb_subset_input_set(input, SETS_GLYPH_INDEX);
      hb.hb_set_add(glyphs, 0);
      for (const id of glyphIds) hb.hb_set_add(glyphs, id);
      const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
      for (const tag of DROPPED_TABLES) hb.hb_set_add(dropped, tagNumber(tag));
      hb.hb_subset_input_set_flags(input, FLAGS_NO_HINTING | FLAGS_RETAIN_GIDS | FLAGS_NOTDEF_OUTLINE);
    });
  }

  /**
   * A working font for just these characters: cmap, layout tables and hinting kept, glyphs
   * renumbered. What an editor that shapes text itself needs of a font too large to carry whole.
   */
  subsetForText(key: string, codePoints: Iterable<number>): Uint8Array {
    return this.run(key, (input) => {
      const unicodes = this.hb.hb_subset_input_set(input, SETS_UNICODE);
      for (const codePoint of codePoints) this.hb.hb_set_add(unicodes, codePoint);
    });
  }

  private run(key: string, configure: (input: number) => void): Uint8Array {
    const { hb } = this;
    const face = this.faces.get(key);
    if (face === undefined) throw new Error(`font ${key} was not added to the subsetter`);
    const input = hb.hb_subset_input_create_or_fail();
    if (!input) throw new Error('HarfBuzz could not create a subset input');
    try {
      configure(input);
      const subset = hb.hb_subset_or_fail(face, input);
      if (!subset) throw new Error(`HarfBuzz could not subset ${key}`);
      const blob = hb.hb_face_reference_blob(subset);
      const lengthPtr = hb.malloc(4);
      try {
        const data = hb.hb_blob_get_data(blob, lengthPtr);
        const length = new Uint32Array(hb.memory.buffer, lengthPtr, 1)[0]!;
        return new Uint8Array(hb.memory.buffer, data, length).slice();
      } finally {
        hb.free(lengthPtr);
        hb.hb_blob_destroy(blob);
        hb.hb_face_destroy(subset);
      }
    } finally {
      hb.hb_subset_input_destroy(input);
    }
  }
}

function tagNumber(tag: string): number {
  return ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;
}
