import { loadHarfBuzz, type HarfBuzz } from './harfbuzz.ts';
import { LoadedFace, type FontMetrics } from './loaded-face.ts';
import { FALLBACK_FAMILY, FONT_FACES, fallbackFamilies, type FontFaceEntry, type FontStyle } from './manifest.ts';
import { matchFace, type FontRequest } from './match.ts';
import { extensionScripts, type ScriptTag } from './script.ts';
import { fontsForText, type TextFontsQuery } from './text-fonts.ts';

/** Reads a catalogue file (its npm path) — fs in Node, fetch(`/fonts/${file}`) in browsers. */
export type LoadFontFile = (file: string) => Promise<Uint8Array>;

export interface FontRegistryOptions {
  loadFontFile: LoadFontFile;
}

/** What picks a face for one grapheme cluster when the styled face may lack its glyphs. */
export interface FallbackQuery {
  codePoints: readonly number[];
  script: ScriptTag;
  lang: string | undefined;
  weight: number;
  style: FontStyle;
}

const FAMILIES = new Map<string, FontFaceEntry[]>();
for (const face of FONT_FACES) {
  const key = face.family.toLowerCase();
  FAMILIES.set(key, [...(FAMILIES.get(key) ?? []), face]);
}

/**
 * The faces a renderer can shape with. Loading is async (font bytes come through the
 * injected loader); everything after is sync, because yoga's measure callbacks are.
 *
 * Determinism matters more than coverage here: the editor and the export worker must
 * choose the same face for every character, so fallback only ever consults the faces a
 * request names (the styled face, the script's fallback family, Inter) — never "whatever
 * happens to be loaded", which differs between a long editing session and a fresh worker.
 */
export class FontRegistry {
  private readonly faces = new Map<string, LoadedFace>();
  private readonly pending = new Map<string, Promise<LoadedFace>>();
  private loadedCount = 0;

  private constructor(
    readonly harfbuzz: HarfBuzz,
    private readonly loadFontFile: LoadFontFile,
  ) {}

  /** Loads HarfBuzz and Inter Regular, the face of last resort, so layout never lacks a font. */
  static async create(options: FontRegistryOptions): Promise<FontRegistry> {
    const registry = new FontRegistry(await loadHarfBuzz(), options.loadFontFile);
    await registry.load([{ family: FALLBACK_FAMILY, weight: 400, style: 'normal' }]);
    return registry;
  }

  /**
   * Changes whenever a face finishes loading. Text shaped while some of its faces were
   * missing is only valid for the generation it was shaped in: the newly loaded face may
   * cover characters that fell back to another one.
   */
  get generation(): number {
    return this.loadedCount;
  }

  async load(requests: readonly FontRequest[]): Promise<void> {
    const entries = new Set(requests.map((request) => this.match(request)));
    await Promise.all([...entries].map((entry) => this.loadEntry(entry)));
  }

  /** Loads what a whole document may need when only its families and text are known (see fontsForText). */
  loadForText(query: TextFontsQuery): Promise<void> {
    return this.load(fontsForText(query));
  }

  /** Whether `loadForText` would load nothing: an edit whose text needs no new face can be laid out at once. */
  isLoadedForText(query: TextFontsQuery): boolean {
    return fontsForText(query).every((request) => this.isLoaded(request));
  }

  /** The catalogue face a request means; a family we do not ship means Inter. */
  match(request: FontRequest): FontFaceEntry {
    const family = FAMILIES.get(request.family.toLowerCase()) ?? FAMILIES.get(FALLBACK_FAMILY.toLowerCase())!;
    return matchFace(family, request.weight, request.style)!;
  }

  /**
   * The loaded face closest to a request. Normally `match(request)` itself; if layout runs
   * before the request was loaded, the nearest loaded face of the family, then of Inter.
   */
  resolve(request: FontRequest): LoadedFace {
    const entry = this.match(request);
    const exact = this.faces.get(entry.file);
    if (exact) return exact;
    return this.nearestLoaded(entry.family, request) ?? this.nearestLoaded(FALLBACK_FAMILY, request) ?? this.faces.values().next().value!;
  }

  /**
   * The face that draws one grapheme cluster: the styled face if it has every glyph, else
   * the script's fallback family, else the fallback families of the scripts its shared
   * characters extend to (see extensionScripts), else Inter; if none has the glyphs, the styled face (which
   * then shows its .notdef, as a browser would show a tofu box).
   */
  fallback(styled: LoadedFace, query: FallbackQuery): LoadedFace {
    if (this.covers(styled, query.codePoints)) return styled;
    const request = { weight: query.weight, style: query.style };
    const extensions = query.codePoints.flatMap((codePoint) => extensionScripts(codePoint).flatMap((script) => fallbackFamilies(script, query.lang)));
    for (const family of new Set([...fallbackFamilies(query.script, query.lang), ...extensions, FALLBACK_FAMILY])) {
      const face = this.faces.get(this.match({ family, ...request }).file);
      if (face && this.covers(face, query.codePoints)) return face;
    }
    return styled;
  }

  /** Whether the face draws each of these characters itself, so that `fallback` answers it for any of them. */
  covers(face: LoadedFace, codePoints: Iterable<number>): boolean {
    for (const codePoint of codePoints) if (!face.hasGlyph(codePoint) && !IGNORABLE.test(String.fromCodePoint(codePoint))) return false;
    return true;
  }

  isLoaded(request: FontRequest): boolean {
    return this.faces.has(this.match(request).file);
  }

  face(fontKey: string): LoadedFace | undefined {
    return this.faces.get(fontKey);
  }

  /** SVG path of a glyph in font units, y up (flip it when drawing in a y-down canvas). */
  glyphPath(fontKey: string, glyphId: number): string {
    return this.loaded(fontKey).glyphPath(glyphId);
  }

  metrics(fontKey: string): FontMetrics {
    return this.loaded(fontKey).metrics;
  }

  private loaded(fontKey: string): LoadedFace {
    const face = this.faces.get(fontKey);
    if (!face) throw new Error(`font ${fontKey} is not loaded`);
    return face;
  }

  private nearestLoaded(family: string, request: FontRequest): LoadedFace | undefined {
    const loaded = [...this.faces.values()].filter((face) => face.entry.family === family).map((face) => face.entry);
    const entry = matchFace(loaded, request.weight, request.style);
    return entry && this.faces.get(entry.file);
  }

  private loadEntry(entry: FontFaceEntry): Promise<LoadedFace> {
    let promise = this.pending.get(entry.file);
    if (!promise) {
      promise = this.parse(entry);
      this.pending.set(entry.file, promise);
      // A failed download may succeed later (offline editor, flaky network): forget it.
      promise.catch(() => this.pending.delete(entry.file));
    }
    return promise;
  }

  private async parse(entry: FontFaceEntry): Promise<LoadedFace> {
    const bytes = await this.loadFontFile(entry.file);
    const hb = this.harfbuzz;
    const face = new LoadedFace(entry, new hb.Font(new hb.Face(new hb.Blob(bytes))), hb);
    this.faces.set(face.key, face);
    this.loadedCount += 1;
    return face;
  }
}

/** Invisible controls and joiners have no glyph in any font; HarfBuzz handles them itself. */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;

