export { FontRegistry, type FallbackQuery, type FontRegistryOptions, type LoadFontFile } from './registry.ts';
export type { FontMetrics, LoadedFace } from './loaded-face.ts';
export { FALLBACK_FAMILY, FONT_FACES, FONT_FAMILIES, fallbackFamilies, fallbackFamily, type FontFaceEntry, type FontStyle } from './manifest.ts';
export { matchFace, type FontRequest } from './match.ts';
export type { TextFontsQuery } from './text-fonts.ts';
export { effectiveLang, scriptsIn, type ScriptTag } from './script.ts';
