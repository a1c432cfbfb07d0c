export { FontRegistry, type FallbackQuery, type FontRegistryOptions, type LoadFontFile } from './registry.ts';
export { LoadedFace, type FontMetrics } from './loaded-face.ts';
export { FALLBACK_FAMILY, FONT_FACES, FONT_FAMILIES, fallbackFamily, type FontFaceEntry, type FontStyle } from './manifest.ts';
export { matchFace, type FontRequest } from './match.ts';
export { effectiveLang, isDictionaryBreakScript, isNeutralScript, scriptOf, type ScriptTag } from './script.ts';
export type { HarfBuzz, HbBuffer, HbFont } from './harfbuzz.ts';
