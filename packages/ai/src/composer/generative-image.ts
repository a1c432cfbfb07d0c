import { createHash } from 'node:crypto';
import type { ThemeJson } from '@folio/layout';
import { chartPalette, mix, parseColor, rgbToHsl, toCss, type Rgba } from '@folio/renderer';

/** What the picture is drawn on, made by the caller (the server's Skia canvas): the same drawing runs on any 2D canvas. */
export interface ImageCanvas {
  getContext(kind: '2d'): CanvasRenderingContext2D;
  encode(format: 'png'): Promise<Uint8Array>;
}
export type CreateImageCanvas = (width: number, height: number) => ImageCanvas | Promise<ImageCanvas>;

export interface GenerativeImageRequest {
  prompt: string;
  theme: ThemeJson;
  width: number;
  height: number;
  /** Which of the images of one call (count > 1): each is another variation of the same prompt. */
  variant: number;
}

type Motif = 'waves' | 'orbs' | 'facets';

/** Words that ask for a motif; other prompts get one picked by their hash. */
const MOTIF_WORDS: Array<[Motif, RegExp]> = [
  ['waves', /\b(?:ocean|sea|water|wave|flow|river|lake|wind|sound|music|calm|travel|journey)/i],
  ['orbs', /\b(?:space|planet|star|sun|moon|bubble|light|glow|idea|energy|night|dream|cosmic)/i],
  ['facets', /\b(?:mountain|crystal|data|tech|network|city|structure|architect|geometr|growth|build|finance|strategy)/i],
];
const MOTIFS: readonly Motif[] = ['waves', 'orbs', 'facets'];

/**
 * ai/image/generate without an image model: an abstract PNG in the theme's colours — a
 * gradient ground, one motif (layered waves, glowing orbs or low-poly facets) and a dotted
 * accent — chosen and placed by a hash of the prompt, the theme's colours and the variant, so
 * the same request always draws the same picture and another theme draws another.
 */
export async function renderGenerativeImage(request: GenerativeImageRequest, createCanvas: CreateImageCanvas): Promise<Uint8Array> {
  const { theme, width, height } = request;
  const seed = createHash('sha256').update(JSON.stringify([request.prompt.trim().toLowerCase(), theme.id, theme.background, theme.seedColor, theme.block.backgroundColor, request.variant])).digest();
  const random = mulberry32(seed.readUInt32BE(0));
  const palette = paletteOf(theme);
  const motif = (request.variant === 0 ? MOTIF_WORDS.find(([, words]) => words.test(request.prompt))?.[0] : undefined) ?? MOTIFS[seed[4]! % MOTIFS.length]!;

  const canvas = await createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  paintGround(ctx, width, height, palette, random);
  if (motif === 'waves') paintWaves(ctx, width, height, palette, random);
  else if (motif === 'orbs') paintOrbs(ctx, width, height, palette, random);
  else paintFacets(ctx, width, height, palette, random);
  paintDots(ctx, width, height, palette, random);
  return new Uint8Array(await canvas.encode('png'));
}

interface Palette {
  ground: Rgba;
  /** The ground shaded toward the accent: the far end of the background gradient. */
  groundFar: Rgba;
  /** Accent first, then the theme's chart colours that go with it. */
  colors: Rgba[];
  dark: boolean;
}

function paletteOf(theme: ThemeJson): Palette {
  const ground = { ...parseColor(theme.background.backgroundColor), a: 1 };
  const dark = theme.mode === 'dark' || rgbToHsl(ground).l < 0.4;
  const colors = [theme.seedColor, ...chartPalette(theme, 4).slice(1), theme.paragraph.title.color].map((color) => ({ ...parseColor(color), a: 1 }));
  return { ground, groundFar: mix(ground, colors[0]!, dark ? 0.28 : 0.18), colors, dark };
}

function paintGround(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette, random: () => number): void {
  const angle = random() * Math.PI * 2;
  const reach = Math.hypot(width, height) / 2;
  const [cx, cy] = [width / 2, height / 2];
  const gradient = ctx.createLinearGradient(cx - Math.cos(angle) * reach, cy - Math.sin(angle) * reach, cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach);
  gradient.addColorStop(0, toCss(palette.ground));
  gradient.addColorStop(1, toCss(palette.groundFar));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/** Bands rising from the bottom, each a smooth curve a little higher and paler than the one in front. */
function paintWaves(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette, random: () => number): void {
  const bands = 3 + Math.floor(random() * 3);
  // Back to front: each band lower than the one behind it, so all of them show.
  for (let band = 0; band < bands; band++) {
    const base = height * (0.38 + (band / bands) * 0.5);
    const amplitude = height * (0.05 + random() * 0.08);
    const phase = random() * Math.PI * 2;
    const frequency = 1 + random() * 1.5;
    // One family of colours: the accent drifting toward its companion, paler toward the back.
    const color = mix(mix(palette.colors[0]!, palette.colors[1]!, (band / bands) * 0.6), palette.ground, ((bands - 1 - band) / bands) * 0.45);
    ctx.beginPath();
    ctx.moveTo(0, height);
    const steps = 48;
    for (let step = 0; step <= steps; step++) {
      const x = (step / steps) * width;
      ctx.lineTo(x, base - Math.sin((step / steps) * Math.PI * 2 * frequency + phase) * amplitude);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    const fill = ctx.createLinearGradient(0, base - amplitude, 0, height);
    fill.addColorStop(0, toCss({ ...color, a: 0.55 + (band / bands) * 0.4 }));
    fill.addColorStop(1, toCss({ ...mix(color, palette.ground, 0.35), a: 0.7 + (band / bands) * 0.3 }));
    ctx.fillStyle = fill;
    ctx.fill();
  }
}

/** Large soft circles of light, and a thin ring around the biggest. */
function paintOrbs(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette, random: () => number): void {
  const size = Math.min(width, height);
  const orbs = 3 + Math.floor(random() * 4);
  let largest = { x: width / 2, y: height / 2, r: 0 };
  for (let orb = 0; orb < orbs; orb++) {
    const x = width * (0.1 + random() * 0.8);
    const y = height * (0.1 + random() * 0.8);
    const r = size * (0.15 + random() * 0.35);
    if (r > largest.r) largest = { x, y, r };
    const color = palette.colors[orb % palette.colors.length]!;
    const glow = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.05, x, y, r);
    glow.addColorStop(0, toCss({ ...mix(color, { r: 255, g: 255, b: 255, a: 1 }, 0.35), a: palette.dark ? 0.9 : 0.8 }));
    glow.addColorStop(0.6, toCss({ ...color, a: 0.55 }));
    glow.addColorStop(1, toCss({ ...color, a: 0 }));
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = toCss({ ...palette.colors[0]!, a: 0.6 });
  ctx.lineWidth = Math.max(2, size * 0.006);
  ctx.beginPath();
  ctx.arc(largest.x, largest.y, largest.r * 1.15, 0, Math.PI * 2);
  ctx.stroke();
}

/** A jittered grid cut into triangles, each shaded between the palette's colours across the picture. */
function paintFacets(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette, random: () => number): void {
  const columns = 6 + Math.floor(random() * 4);
  const rows = Math.max(3, Math.round((columns * height) / width));
  const [from, to] = [palette.colors[0]!, palette.colors[1 + Math.floor(random() * (palette.colors.length - 1))]!];
  const points: Array<Array<[number, number]>> = [];
  for (let row = 0; row <= rows; row++) {
    points.push([]);
    for (let column = 0; column <= columns; column++) {
      const edgeX = column === 0 || column === columns;
      const edgeY = row === 0 || row === rows;
      const jitter = (axis: boolean, cell: number) => (axis ? 0 : (random() - 0.5) * cell * 0.7);
      points[row]!.push([(column / columns) * width + jitter(edgeX, width / columns), (row / rows) * height + jitter(edgeY, height / rows)]);
    }
  }
  // Facets fade out toward the top-left so the picture leaves room for a title.
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const corners = [points[row]![column]!, points[row]![column + 1]!, points[row + 1]![column + 1]!, points[row + 1]![column]!];
      for (const triangle of [[corners[0]!, corners[1]!, corners[2]!], [corners[0]!, corners[2]!, corners[3]!]]) {
        const cx = (triangle[0]![0] + triangle[1]![0] + triangle[2]![0]) / 3;
        const cy = (triangle[0]![1] + triangle[1]![1] + triangle[2]![1]) / 3;
        const along = (cx / width + cy / height) / 2;
        const shade = mix(mix(from, to, along), random() < 0.5 ? palette.ground : { r: 255, g: 255, b: 255, a: 1 }, random() * 0.25);
        const fill = toCss(mix(palette.ground, shade, Math.min(1, 0.25 + along * 0.9)));
        ctx.fillStyle = fill;
        ctx.beginPath();
        ctx.moveTo(...triangle[0]!);
        ctx.lineTo(...triangle[1]!);
        ctx.lineTo(...triangle[2]!);
        ctx.closePath();
        ctx.fill();
        // The same opaque colour along the edges closes the hairline seams antialiasing leaves between facets.
        ctx.strokeStyle = fill;
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    }
  }
}

/** A small grid of dots in one corner: a detail in the accent that ties the picture to the deck. */
function paintDots(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette, random: () => number): void {
  const gap = Math.max(10, Math.round(Math.min(width, height) * 0.03));
  const count = 5 + Math.floor(random() * 3);
  const left = random() < 0.5 ? gap * 2 : width - gap * (count + 1);
  const top = random() < 0.5 ? gap * 2 : height - gap * (count + 1);
  ctx.fillStyle = toCss({ ...(palette.dark ? mix(palette.colors[0]!, { r: 255, g: 255, b: 255, a: 1 }, 0.4) : palette.colors[0]!), a: 0.55 });
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      ctx.beginPath();
      ctx.arc(left + column * gap, top + row * gap, gap * 0.14, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** A small seeded generator: the same seed gives the same picture on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
