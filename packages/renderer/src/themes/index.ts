export { BUILTIN_THEMES, DEFAULT_THEME_ID, getTheme } from './catalog.ts';
export {
  chartPalette,
  pageBackground,
  resolveBlockStyle,
  resolveTableStyle,
  resolveTextStyle,
  textBackground,
  type BlockStyle,
  type BlockShadow,
  type TableStyle,
  type ResolvedTextStyle,
} from './resolve.ts';
export {
  composite,
  contrastRatio,
  hslToRgb,
  mix,
  parseColor,
  relativeLuminance,
  rgbToHsl,
  toCss,
  type ColorInput,
  type Hsl,
  type Rgba,
} from './color.ts';
