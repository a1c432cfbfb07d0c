import type { ThemeJson } from '@folio/layout';
import { amberHorizons } from './builtin/amber-horizons.ts';
import { avocadoToasted } from './builtin/avocado-toasted.ts';
import { bubblegum } from './builtin/bubblegum.ts';
import { burntOak } from './builtin/burnt-oak.ts';
import { celestialBlue } from './builtin/celestial-blue.ts';
import { copperNoir } from './builtin/copper-noir.ts';
import { corporate } from './builtin/corporate.ts';
import { darkMatter } from './builtin/dark-matter.ts';
import { deepIndigo } from './builtin/deep-indigo.ts';
import { electricChill } from './builtin/electric-chill.ts';
import { fieryEclipse } from './builtin/fiery-eclipse.ts';
import { greenPulse } from './builtin/green-pulse.ts';
import { honeyedFlame } from './builtin/honeyed-flame.ts';
import { lavenderMidnight } from './builtin/lavender-midnight.ts';
import { midnightCrimson } from './builtin/midnight-crimson.ts';
import { minimalWhite } from './builtin/minimal-white.ts';
import { modernHarmony } from './builtin/modern-harmony.ts';
import { moss } from './builtin/moss.ts';
import { neonGlow } from './builtin/neon-glow.ts';
import { obsidian } from './builtin/obsidian.ts';
import { periwinkle } from './builtin/periwinkle.ts';
import { rubySun } from './builtin/ruby-sun.ts';
import { siennaGlow } from './builtin/sienna-glow.ts';
import { skies } from './builtin/skies.ts';
import { softSand } from './builtin/soft-sand.ts';
import { starlitBlush } from './builtin/starlit-blush.ts';
import { sunlit } from './builtin/sunlit.ts';
import { twilightGrove } from './builtin/twilight-grove.ts';
import { velvetCosmos } from './builtin/velvet-cosmos.ts';
import { whisperedFern } from './builtin/whispered-fern.ts';

/**
 * PRODUCT.md §3: the 22 built-in themes in the order the spec lists them, then the 8
 * further names of the theme enum.
 */
export const BUILTIN_THEMES: readonly ThemeJson[] = [
  darkMatter, periwinkle, minimalWhite, greenPulse, sunlit, moss, burntOak, twilightGrove, siennaGlow,
  deepIndigo, softSand, amberHorizons, honeyedFlame, starlitBlush, whisperedFern, copperNoir,
  fieryEclipse, lavenderMidnight, rubySun, celestialBlue, velvetCosmos, avocadoToasted,
  corporate, bubblegum, skies, modernHarmony, midnightCrimson, obsidian, neonGlow, electricChill,
];

/** §3: Sunlit is the default theme. */
export const DEFAULT_THEME_ID = 'sunlit';

const BY_ID = new Map(BUILTIN_THEMES.map((theme) => [theme.id, theme]));

/**
 * The theme a document names. A document carries its custom theme along, which wins when
 * its id is the one named; an id nobody knows (a deleted custom theme, a theme from a
 * newer version) falls back to the default so the deck still renders.
 */
export function getTheme(id: string, custom?: ThemeJson): ThemeJson {
  if (custom !== undefined && custom.id === id) return custom;
  return BY_ID.get(id) ?? sunlit;
}
