import type { ParagraphRole, ThemeJson } from '@folio/layout';
import { parseColor, textBackground } from '@folio/renderer';

/** The colours a person picks for a theme; each lands in every place of the theme json that shows it. */
export const THEME_COLORS = ['background', 'heading', 'text', 'caption', 'link', 'accent', 'card', 'border'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** Headings are set in one face, running text in another, as the built-in themes are. */
const HEADING_ROLES: readonly ParagraphRole[] = ['display', 'title', 'headline', 'subheadline'];
const BODY_ROLES: readonly ParagraphRole[] = ['subheadline2', 'normalText', 'caption', 'link'];

export type FontSlot = 'heading' | 'body';

/** A font family of the catalogue (theme/fonts/google), with the weights it has an upright face for. */
export interface CatalogueFont {
  family: string;
  weights: number[];
}

/** A new custom theme starting from the one in use: same look, its own name. The server names its id. */
export function themeFrom(theme: ThemeJson, name: string): ThemeJson {
  return { ...structuredClone(theme), id: 'custom-draft', themeName: name.slice(0, 100) };
}

export function colorOf(theme: ThemeJson, color: ThemeColor): string {
  switch (color) {
    case 'background':
      return theme.background.backgroundColor;
    case 'heading':
      return theme.paragraph.title.color;
    case 'text':
      return theme.paragraph.normalText.color;
    case 'caption':
      return theme.paragraph.caption.color;
    case 'link':
      return theme.paragraph.link.color;
    case 'accent':
      return theme.seedColor;
    case 'card':
      return theme.block.backgroundColor;
    case 'border':
      return theme.block.borderColor;
  }
}

export function withColor(theme: ThemeJson, color: ThemeColor, value: string): ThemeJson {
  const paragraph = { ...theme.paragraph };
  const paint = (roles: readonly ParagraphRole[]) => {
    for (const role of roles) paragraph[role] = { ...paragraph[role], color: value };
  };
  let next: ThemeJson = { ...theme, paragraph };
  switch (color) {
    case 'background':
      next.background = { backgroundColor: value };
      break;
    case 'heading':
      paint([...HEADING_ROLES, 'subheadline2']);
      break;
    case 'text':
      paint(['normalText']);
      next.table = { ...next.table, textColor: value };
      break;
    case 'caption':
      paint(['caption']);
      break;
    case 'link':
      paint(['link']);
      break;
    case 'accent':
      next.seedColor = value;
      break;
    case 'card':
      next.block = { ...next.block, backgroundColor: value };
      break;
    case 'border':
      next.block = { ...next.block, borderColor: value };
      break;
  }
  if (color === 'background' || color === 'card') next = withSurface(next);
  return next;
}

/** The card's look: corners, border, shadow, fill opacity, or no cards at all. */
export function withBlock(theme: ThemeJson, patch: Partial<ThemeJson['block']>): ThemeJson {
  return withSurface({ ...theme, block: { ...theme.block, ...patch } });
}

export function fontOf(theme: ThemeJson, slot: FontSlot): string {
  return theme.paragraph[slot === 'heading' ? 'title' : 'normalText'].fontFamily;
}

/**
 * Sets the heading or body face. Each role keeps its weight where the family has it, else takes
 * the family's nearest one, so a light family does not fall back to another face for bold titles.
 */
export function withFont(theme: ThemeJson, slot: FontSlot, font: CatalogueFont): ThemeJson {
  const paragraph = { ...theme.paragraph };
  for (const role of slot === 'heading' ? HEADING_ROLES : BODY_ROLES) {
    paragraph[role] = { ...paragraph[role], fontFamily: font.family, fontWeight: nearestWeight(font.weights, paragraph[role].fontWeight) };
  }
  const families = [...new Set(Object.values(paragraph).map((style) => style.fontFamily))];
  const fonts = families.map((family) => theme.fonts.find((each) => each.name === family) ?? { id: kebab(family), name: family, isGoogleFont: true, urls: [] });
  return { ...theme, paragraph, fonts };
}

/** `#rrggbb` for a colour input: the colour without its transparency. */
export function hexOf(color: string): string {
  const { r, g, b } = parseColor(color);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Tables and charts sit on the card colour blended onto the page, as the built-ins compute it. */
function withSurface(theme: ThemeJson): ThemeJson {
  const surface = textBackground(theme);
  return { ...theme, table: { ...theme.table, backgroundColor: surface }, chart: { ...theme.chart, backgroundColor: surface } };
}

function nearestWeight(weights: readonly number[], wanted: number): number {
  if (weights.length === 0) return wanted;
  return weights.reduce((best, weight) => (Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best));
}

function kebab(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
