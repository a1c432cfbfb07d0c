/**
 * The icon set shape blocks and diagrams draw from: stroke icons on a 24×24 grid, drawn
 * with round caps and joins. The geometry is Lucide's (https://lucide.dev, ISC licence,
 * © Lucide Contributors 2022, parts © Cole Bemis 2013–2022 as Feather), read from the
 * `lucide` package's icon nodes and flattened to single path strings at module load, so
 * the set tracks upstream fixes by a version bump instead of a hand-copied table.
 */
import type { IconNode } from 'lucide';
import {
  ArrowRight,
  Book,
  ChartColumn,
  Check,
  Clock,
  Code,
  Globe,
  Heart,
  Leaf,
  Lightbulb,
  Mail,
  MapPin,
  Phone,
  Rocket,
  Shield,
  Star,
  Target,
  Trophy,
  Users,
  Zap,
} from 'lucide';
import type { OpSink } from '../blocks/block-renderer.ts';
import { formatPath, parsePath, transformPath } from './svg-path.ts';

const LUCIDE = {
  check: Check,
  star: Star,
  heart: Heart,
  lightbulb: Lightbulb,
  rocket: Rocket,
  chart: ChartColumn,
  users: Users,
  globe: Globe,
  shield: Shield,
  clock: Clock,
  target: Target,
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  book: Book,
  code: Code,
  zap: Zap,
  leaf: Leaf,
  trophy: Trophy,
  'arrow-right': ArrowRight,
} as const satisfies Record<string, IconNode>;

export type IconName = keyof typeof LUCIDE;
export const ICON_NAMES = Object.keys(LUCIDE) as IconName[];

/** The grid every icon is drawn on, as Lucide's viewBox. */
const GRID = 24;

// Each element is parsed on its own: a leading relative `m` means absolute only at the
// start of a path, so joining raw strings first would shift it.
const PATHS = new Map<string, string>(
  ICON_NAMES.map((name) => [name, LUCIDE[name].map((element) => formatPath(parsePath(elementPath(element)))).join('')]),
);

export function iconPath(name: string): { d: string; size: 24 } | undefined {
  const d = PATHS.get(name);
  return d === undefined ? undefined : { d, size: GRID };
}

/**
 * Draws an icon into the square at (x, y) of side `size`. `strokeWidth` is in layout px
 * and defaults to Lucide's 2 grid units scaled with the icon, which is how the set is
 * designed to be seen; returns false for a name outside the set so callers can fall back.
 */
export function pushIcon(out: OpSink, name: string, x: number, y: number, size: number, color: string, strokeWidth = (2 * size) / GRID): boolean {
  const icon = iconPath(name);
  if (!icon) return false;
  out.push({
    op: 'path',
    d: transformPath(icon.d, { scale: size / GRID, dx: x, dy: y }),
    stroke: { color, width: strokeWidth, cap: 'round', join: 'round' },
  });
  return true;
}

/** One SVG element of an icon node as path data (Lucide uses these six element kinds). */
function elementPath([tag, attrs]: IconNode[number]): string {
  const num = (key: string): number => Number(attrs[key] ?? 0);
  switch (tag) {
    case 'path':
      return String(attrs.d);
    case 'circle':
      return ellipse(num('cx'), num('cy'), num('r'), num('r'));
    case 'ellipse':
      return ellipse(num('cx'), num('cy'), num('rx'), num('ry'));
    case 'line':
      return `M${num('x1')} ${num('y1')}L${num('x2')} ${num('y2')}`;
    case 'polyline':
    case 'polygon': {
      const values = String(attrs.points).trim().split(/[\s,]+/).map(Number);
      const pairs = values.flatMap((value, i) => (i % 2 === 0 ? [`${value} ${values[i + 1]}`] : []));
      return `M${pairs.join('L')}${tag === 'polygon' ? 'Z' : ''}`;
    }
    case 'rect':
      return rect(num('x'), num('y'), num('width'), num('height'), num('rx') || num('ry'));
    default:
      throw new Error(`icon element <${tag}> is not supported`);
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

function rect(x: number, y: number, width: number, height: number, r: number): string {
  if (r <= 0) return `M${x} ${y}h${width}v${height}h${-width}Z`;
  const inner = [width - 2 * r, height - 2 * r];
  return `M${x + r} ${y}h${inner[0]}a${r} ${r} 0 0 1 ${r} ${r}v${inner[1]}a${r} ${r} 0 0 1 ${-r} ${r}h${-inner[0]!}a${r} ${r} 0 0 1 ${-r} ${-r}v${-inner[1]!}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}
