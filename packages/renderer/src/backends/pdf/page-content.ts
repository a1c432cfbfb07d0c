import type { DrawOp, GlyphsOp, ImageOp, Paint, Scene, Shadow, Stroke } from '../../scene/types.ts';
import type { PdfFonts } from './pdf-fonts.ts';
import { num, roundedRectOperators, svgPathOperators } from './pdf-paths.ts';
import type { PdfResources } from './pdf-resources.ts';
import { shadowLayers } from './pdf-shadow.ts';
import { utf16Hex } from './to-unicode.ts';

interface GraphicsState {
  /** Product of the opacities of the open groups (canvas globalAlpha). */
  group: number;
  /** The ca / CA last set in this state, to skip redundant `gs`. */
  fillAlpha: number;
  strokeAlpha: number;
}

export interface PageLink {
  x: number;
  y: number;
  width: number;
  height: number;
  href: string;
}

/**
 * One page's content stream from a scene, op for op as the canvas backend draws it. The
 * stream starts by flipping y, so everything below is in layout px with y down, exactly
 * the scene's space (1 px = 1 pt: a slide is a 1200 × 675 pt page).
 */
export class PageContent {
  private readonly out: string[] = [];
  private readonly stack: GraphicsState[] = [{ group: 1, fillAlpha: 1, strokeAlpha: 1 }];
  readonly links: PageLink[] = [];

  constructor(
    private readonly scene: Scene,
    private readonly resources: PdfResources,
    private readonly fonts: PdfFonts,
  ) {}

  write(): string {
    const { scene } = this;
    this.out.push(`1 0 0 -1 0 ${num(scene.height)} cm`);
    this.fill(roundedRectOperators(0, 0, scene.width, scene.height), scene.background);
    const spans = textSpans(scene.ops);
    scene.ops.forEach((op, index) => {
      const span = spans.get(index);
      if (span?.start === index) this.out.push(`/Span <</ActualText <FEFF${utf16Hex(span.text)}>>> BDC`);
      this.op(op);
      if (span?.end === index) this.out.push('EMC');
    });
    return this.out.join('\n');
  }

  private get state(): GraphicsState {
    return this.stack.at(-1)!;
  }

  private op(op: DrawOp): void {
    switch (op.op) {
      case 'rect': {
        const path = () => roundedRectOperators(op.x, op.y, op.width, op.height, op.radius);
        if (op.fill !== undefined) {
          if (op.shadow) this.shadow(op.shadow, { grown: (spread) => roundedRectOperators(op.x - spread, op.y - spread, op.width + 2 * spread, op.height + 2 * spread, grow(op.radius ?? 0, spread)) });
          this.fill(path(), op.fill);
        }
        if (op.stroke) this.stroke(path(), op.stroke);
        return;
      }
      case 'path': {
        const path = svgPathOperators(op.d);
        const evenOdd = op.fillRule === 'evenodd';
        if (op.fill !== undefined) {
          if (op.shadow) this.shadow(op.shadow, { path, evenOdd });
          this.fill(path, op.fill, evenOdd);
        }
        if (op.stroke) this.stroke(path, op.stroke);
        return;
      }
      case 'glyphs':
        return this.glyphs(op);
      case 'image':
        return this.image(op);
      case 'begin':
        this.out.push('q');
        this.stack.push({ ...this.state, group: this.state.group * (op.opacity ?? 1) });
        if (op.clip) this.out.push(roundedRectOperators(op.clip.x, op.clip.y, op.clip.width, op.clip.height, op.clip.radius ?? 0), 'W n');
        return;
      case 'end':
        if (this.stack.length > 1) {
          this.stack.pop();
          this.out.push('Q');
        }
        return;
      case 'link':
        this.links.push({ x: op.x, y: op.y, width: op.width, height: op.height, href: op.href });
        return;
    }
  }

  private setAlpha(fill: number, stroke: number): void {
    const state = this.state;
    if (state.fillAlpha === fill && state.strokeAlpha === stroke) return;
    this.out.push(`/${this.resources.alpha(fill, stroke)} gs`);
    state.fillAlpha = fill;
    state.strokeAlpha = stroke;
  }

  private fill(path: string, paint: Paint, evenOdd = false): void {
    const operator = evenOdd ? 'f*' : 'f';
    if (typeof paint === 'string') {
      const color = this.resources.color(paint);
      if (color.a * this.state.group <= 0) return;
      this.setAlpha(color.a * this.state.group, this.state.strokeAlpha);
      this.out.push(`${rgb(color)} rg`, path, operator);
      return;
    }
    const pattern = this.resources.gradient(paint, this.scene.height);
    if (this.resources.hasAlphaRamp(paint)) {
      // The soft mask holds the ramp; it must not outlive this fill, hence q … Q.
      const mask = this.resources.gradientMask(paint, [0, 0, this.scene.width, this.scene.height]);
      this.out.push('q', `/${mask} gs`, `/${this.resources.alpha(this.state.group, this.state.strokeAlpha)} gs`, `/Pattern cs /${pattern} scn`, path, operator, 'Q');
      return;
    }
    this.setAlpha(this.resources.gradientAlpha(paint) * this.state.group, this.state.strokeAlpha);
    this.out.push(`/Pattern cs /${pattern} scn`, path, operator);
  }

  private stroke(path: string, stroke: Stroke): void {
    const color = this.resources.color(stroke.color);
    if (color.a * this.state.group <= 0 || stroke.width <= 0) return;
    this.setAlpha(this.state.fillAlpha, color.a * this.state.group);
    const cap = { butt: 0, round: 1, square: 2 }[stroke.cap ?? 'butt'];
    const join = { miter: 0, round: 1, bevel: 2 }[stroke.join ?? 'miter'];
    const dash = stroke.dash?.length ? `[${stroke.dash.map(num).join(' ')}] 0 d` : '[] 0 d';
    this.out.push(`${rgb(color)} RG`, `${num(stroke.width)} w ${cap} J ${join} j ${dash}`, path, 'S');
  }

  /**
   * See shadowLayers for how a blur becomes stacked translucent copies. A rectangle grows
   * exactly; any other path grows by a round-joined stroke of twice the spread around it.
   */
  private shadow(shadow: Shadow, shape: { grown: (spread: number) => string } | { path: string; evenOdd: boolean }): void {
    const color = this.resources.color(shadow.color);
    const alpha = color.a * this.state.group;
    if (alpha <= 0) return;
    this.out.push('q', `1 0 0 1 ${num(shadow.offsetX)} ${num(shadow.offsetY)} cm`, `${rgb(color)} rg ${rgb(color)} RG 1 J 1 j`);
    this.stack.push({ ...this.state });
    for (const layer of shadowLayers(shadow, alpha)) {
      this.setAlpha(layer.alpha, layer.alpha);
      if ('grown' in shape) this.out.push(shape.grown(layer.spread), 'f');
      else if (layer.spread > 0) this.out.push(shape.path, `${num(layer.spread * 2)} w`, shape.evenOdd ? 'B*' : 'B');
      else this.out.push(shape.path, shape.evenOdd ? 'f*' : 'f');
    }
    this.stack.pop();
    this.out.push('Q');
  }

  /**
   * Glyph ids at the renderer's positions: one TJ per stretch of equal baseline offset, each
   * number in it moving the pen from where the font's advance leaves it to where the
   * renderer put the next glyph (kerning, justification, letter spacing all kept).
   */
  private glyphs(op: GlyphsOp): void {
    if (!op.glyphs.length) return;
    const color = this.resources.color(op.color);
    if (color.a * this.state.group <= 0) return;
    const font = this.fonts.use(op);
    this.resources.font(font.resource, font.ref);
    this.setAlpha(color.a * this.state.group, this.state.strokeAlpha);
    const size = op.fontSize;
    const parts: string[] = [];
    let rise = 0;
    let pending: string[] = [];
    const flush = () => {
      if (pending.length) parts.push(`[${pending.join('')}] TJ`);
      pending = [];
    };
    const first = op.glyphs[0]!;
    let pen = first.x;
    op.glyphs.forEach((glyph, index) => {
      const glyphRise = -(glyph.y - first.y);
      if (glyphRise !== rise) {
        flush();
        parts.push(`${num(glyphRise)} Ts`);
        rise = glyphRise;
      }
      const shift = ((pen - glyph.x) * 1000) / size;
      if (Math.abs(shift) > 0.0005) pending.push(num(shift));
      const code = font.codes[index]!;
      pending.push(`<${code.toString(16).padStart(4, '0')}>`);
      pen = glyph.x + (font.widths.get(code)! * size) / 1000;
    });
    flush();
    // Text rise belongs to the graphics state and outlives ET: leave it at 0 for the next run.
    if (rise !== 0) parts.push('0 Ts');
    this.out.push(
      `${rgb(color)} rg`,
      'BT',
      `/${font.resource} ${num(size)} Tf`,
      `1 0 0 -1 ${num(op.x + first.x)} ${num(op.y + first.y)} Tm`,
      ...parts,
      'ET',
    );
  }

  /** The whole image is placed so that its source rectangle lands on the destination, and clipped there. */
  private image(op: ImageOp): void {
    const image = this.resources.image(op.src);
    if (!image) {
      this.fill(roundedRectOperators(op.x, op.y, op.width, op.height), 'rgba(127,127,127,0.18)');
      return;
    }
    const sx = op.width / op.sw;
    const sy = op.height / op.sh;
    const x = op.x - op.sx * sx;
    const y = op.y - op.sy * sy;
    const width = image.width * sx;
    const height = image.height * sy;
    this.setAlpha(this.state.group, this.state.strokeAlpha);
    // Image space is y-up: the matrix flips it back inside our y-down space.
    this.out.push('q', roundedRectOperators(op.x, op.y, op.width, op.height), 'W n', `${num(width)} 0 0 ${num(-height)} ${num(x)} ${num(y + height)} cm`, `/${image.name} Do`, 'Q');
  }
}

function rgb(color: { r: number; g: number; b: number }): string {
  return `${num(color.r / 255)} ${num(color.g / 255)} ${num(color.b / 255)}`;
}

function grow(radius: number | [number, number, number, number], spread: number): number | [number, number, number, number] {
  return typeof radius === 'number' ? Math.max(0, radius + spread) : (radius.map((r) => Math.max(0, r + spread)) as [number, number, number, number]);
}

interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/**
 * ActualText spans over stretches of glyph runs that continue each other on one line (a
 * word set in the Arabic face, a space from the Latin theme face, the next word…). The
 * span's text is what extraction reads, whatever the glyphs: it is how `pdftotext` gets
 * Arabic right where one glyph stands for different letters (Noto's dotless forms take their
 * dots as separate marks, so no glyph → text map can be right).
 *
 * A right-to-left line is one span with the line's text in reading order, so the numbers in
 * it stay with their signs ("۲۳٪", whose percent sign the bidi algorithm draws to the left of
 * the digits, was read "٪۲۳"); a left-to-right line keeps a span per direction.
 */
function textSpans(ops: readonly DrawOp[]): Map<number, TextSpan> {
  const spans = new Map<number, TextSpan>();
  let current: { span: TextSpan; last: GlyphsOp; texts: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const { span, last, texts } = current;
    // Runs come in drawing order: a right-to-left line's, and a right-to-left stretch's, read the other way.
    span.text = last.lineRtl || last.rtl ? forPoppler(texts.reverse().join('')) : texts.join('');
    current = undefined;
  };
  ops.forEach((op, index) => {
    if (op.op !== 'glyphs' || !op.glyphs.length) return close();
    const last = current?.last;
    const sameDirection = op.lineRtl || last?.rtl === op.rtl;
    const continues = last && last.node === op.node && last.lineRtl === op.lineRtl && sameDirection && Math.abs(last.y - op.y) < 0.5 && Math.abs(last.x + last.width - op.x) < op.fontSize;
    if (!continues) {
      close();
      current = { span: { start: index, end: index, text: '' }, last: op, texts: [] };
    }
    current!.span.end = index;
    current!.last = op;
    current!.texts.push(op.text);
    spans.set(index, current!.span);
  });
  close();
  return spans;
}

const RTL_LETTER = /(?=[\p{sc=Hebr}\p{sc=Arab}\p{sc=Syrc}\p{sc=Thaa}\p{sc=Nkoo}])\p{L}/u;
/** Combining marks (tashkeel, niqqud: script Inherited) belong to the letter before them. */
const MARK = /\p{M}/u;

/**
 * Right-to-left text as poppler wants it to come out in reading order: poppler reads a
 * right-to-left stretch as drawn left to right, so it takes the stretch's runs back to front
 * and reverses the letters of each right-to-left run (Hebrew and Arabic letters and marks),
 * keeping other runs (digits, signs, Latin, spaces) as they are. This writes the runs so that
 * its reading gives `text` back.
 */
function forPoppler(text: string): string {
  const runs: { rtl: boolean; chars: string[] }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const rtl = MARK.test(char) && last ? last.rtl : RTL_LETTER.test(char);
    if (last?.rtl === rtl) last.chars.push(char);
    else runs.push({ rtl, chars: [char] });
  }
  return runs
    .reverse()
    .map((run) => (run.rtl ? run.chars.reverse() : run.chars).join(''))
    .join('');
}
