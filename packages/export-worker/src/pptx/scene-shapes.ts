import { parsePath, type DrawnLabel, type DrawOp, type GlyphsOp, type Paint, type PathCommand } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { DrawingOverrides, pictureOutline, sameSideCorners } from './drawing-overrides.ts';
import { gradientFillXml } from './gradient-fill.ts';
import { textBlockBox } from './text-box.ts';
import { inch, pptxColor, pt } from './units.ts';

/** Image files by scene src, ready for pptxgenjs (`image/png;base64,…`). */
export type ImageData = (src: string) => { data: string; width: number; height: number } | undefined;

/**
 * Draw ops as native PowerPoint objects, for the blocks that have no closer PowerPoint
 * equivalent (quote cards, diagrams, shapes, dividers, videos, buttons, image blocks and
 * page backgrounds): rectangles become (rounded) rectangle shapes, paths custom-geometry
 * shapes, images pictures cropped by their source rectangle, and each text the block drew
 * (`labels`: a quote's sentence, a node's label) one text box set as a text block's is, its
 * lines broken where the renderer broke them — so every word stays editable text.
 * Gradients become gradient fills and a picture clipped to rounded corners a rounded (or
 * round) picture, both set through `overrides`. Approximations: shadows are PowerPoint's
 * outer shadow, and other clips are dropped.
 */
export class SceneShapes {
  private opacity = [1];
  private clips: (Clip | undefined)[] = [undefined];
  /** Each label by its first glyph run: the label's text box goes where the scene draws that run. */
  private readonly labels = new Map<GlyphsOp, DrawnLabel>();
  /** How many text boxes each block has: the boxes are named after it ("<block id>:2"), as text blocks' are. */
  private readonly boxes = new Map<string | undefined, number>();

  constructor(
    private readonly slide: PptxGenJS.Slide,
    labels: readonly DrawnLabel[],
    private readonly images: ImageData,
    private readonly overrides: DrawingOverrides,
  ) {
    for (const label of labels) this.labels.set(label.runs[0]!, label);
  }

  draw(ops: readonly DrawOp[]): void {
    const links = ops.filter((op): op is Extract<DrawOp, { op: 'link' }> => op.op === 'link');
    // A link area (a video card, a button) goes on the first picture or shape that fills it,
    // not on its words: PowerPoint underlines and recolours linked text, which the editor does
    // not. A link no shape fills (a text link, underlined by the renderer too) goes on the words inside it.
    const linked = new Map<number, string>();
    const textLinks: typeof links = [];
    for (const link of links) {
      const index = ops.findIndex((op, at) => !linked.has(at) && (op.op === 'rect' || op.op === 'image') && covers(op, link));
      if (index >= 0) linked.set(index, link.href);
      else textLinks.push(link);
    }
    ops.forEach((op, index) => {
      const href = linked.get(index);
      switch (op.op) {
        case 'rect':
          return this.rect(op, href);
        case 'path':
          return this.path(op);
        case 'image':
          return this.image(op, href);
        case 'glyphs': {
          const label = this.labels.get(op);
          if (label) textBlockBox(this.slide, this.boxName(op.node), label, linkedWords(label, textLinks));
          return;
        }
        case 'begin':
          this.opacity.push(this.alpha * (op.opacity ?? 1));
          this.clips.push(op.clip ?? this.clips.at(-1));
          return;
        case 'end':
          if (this.opacity.length > 1) this.opacity.pop();
          if (this.clips.length > 1) this.clips.pop();
          return;
        case 'link':
          return;
      }
    });
  }

  private boxName(node: string | undefined): string {
    const count = (this.boxes.get(node) ?? 0) + 1;
    this.boxes.set(node, count);
    return `${node ?? 'page'}:${count}`;
  }

  private get alpha(): number {
    return this.opacity.at(-1)!;
  }

  private rect(op: Extract<DrawOp, { op: 'rect' }>, href?: string): void {
    const radius = typeof op.radius === 'number' ? op.radius : (op.radius?.[0] ?? 0);
    // Rounded on one side only (a card's bottom band): both corners of a side alike.
    const corners = typeof op.radius === 'number' ? undefined : op.radius;
    const sides = corners && corners[0] === corners[1] && corners[2] === corners[3] && corners[0] !== corners[2] ? sameSideCorners(op.width, op.height, corners[0], corners[2]) : undefined;
    this.slide.addShape(radius > 0 && !sides ? 'roundRect' : 'rect', {
      x: inch(op.x),
      y: inch(op.y),
      w: inch(op.width),
      h: inch(op.height),
      ...(radius > 0 && !sides ? { rectRadius: inch(Math.min(radius, op.width / 2, op.height / 2)) } : {}),
      ...this.fillAndLine(op.fill, op.stroke, op.shadow),
      ...this.edited(op.fill, op, sides),
      ...(href ? { hyperlink: { url: href } } : {}),
    });
  }

  private path(op: Extract<DrawOp, { op: 'path' }>): void {
    const commands = parsePath(op.d);
    const box = bounds(commands);
    if (!box) return;
    this.slide.addShape('custGeom' as PptxGenJS.SHAPE_NAME, {
      x: inch(box.x),
      y: inch(box.y),
      w: inch(Math.max(box.width, 0.5)),
      h: inch(Math.max(box.height, 0.5)),
      points: geometry(commands, box.x, box.y),
      ...this.fillAndLine(op.fill, op.stroke, op.shadow),
      ...this.edited(op.fill, box),
    });
  }

  private image(op: Extract<DrawOp, { op: 'image' }>, href?: string): void {
    const image = this.images(op.src);
    if (!image) {
      this.rect({ op: 'rect', x: op.x, y: op.y, width: op.width, height: op.height, fill: 'rgba(127,127,127,0.18)' }, href);
      return;
    }
    // pptxgenjs crops within the whole image laid out at the drawn scale; the frame is the crop.
    const kx = op.width / op.sw;
    const ky = op.height / op.sh;
    const rounded = roundedBy(this.clips.at(-1), op);
    this.slide.addImage({
      ...(rounded ? { objectName: this.overrides.name('Rounded picture', { geometry: pictureOutline(op.width, op.height, rounded) }) } : {}),
      data: image.data,
      x: inch(op.x),
      y: inch(op.y),
      w: inch(image.width * kx),
      h: inch(image.height * ky),
      sizing: { type: 'crop', x: inch(op.sx * kx), y: inch(op.sy * ky), w: inch(op.width), h: inch(op.height) },
      ...(this.alpha < 1 ? { transparency: Math.round((1 - this.alpha) * 100) } : {}),
      ...(href ? { hyperlink: { url: href } } : {}),
    });
  }

  /**
   * The name of a shape whose gradient fill (over `box`, the shape's frame) or preset
   * geometry pptxgenjs cannot write: it writes the gradient's first colour and the plain
   * geometry, and DrawingOverrides replaces them.
   */
  private edited(fill: Paint | undefined, box: { x: number; y: number; width: number; height: number }, geometry?: string): { objectName?: string } {
    const gradient = fill !== undefined && typeof fill !== 'string' ? gradientFillXml(fill, box, this.alpha) : undefined;
    if (!gradient && !geometry) return {};
    return { objectName: this.overrides.name(gradient ? 'Gradient' : 'Rounded shape', { ...(gradient ? { fill: gradient } : {}), ...(geometry ? { geometry } : {}) }) };
  }

  private fillAndLine(fill: Paint | undefined, stroke: { color: string; width: number; dash?: number[] } | undefined, shadow: { color: string; blur: number; offsetX: number; offsetY: number } | undefined) {
    const paint = fill === undefined ? undefined : typeof fill === 'string' ? fill : fill.stops[0]?.color;
    const shadowColor = shadow && pptxColor(shadow.color, this.alpha);
    return {
      ...(paint !== undefined ? { fill: pptxColor(paint, this.alpha) } : {}),
      ...(stroke
        ? { line: { ...pptxColor(stroke.color, this.alpha), width: pt(stroke.width), ...(stroke.dash?.length ? { dashType: stroke.dash[0]! <= stroke.width ? ('sysDot' as const) : ('dash' as const) } : {}) } }
        : { line: { type: 'none' as const } }),
      ...(shadow && shadowColor
        ? {
            shadow: {
              type: 'outer' as const,
              color: shadowColor.color,
              opacity: 1 - shadowColor.transparency / 100,
              blur: pt(shadow.blur),
              offset: pt(Math.hypot(shadow.offsetX, shadow.offsetY)),
              angle: Math.round((Math.atan2(shadow.offsetY, shadow.offsetX) * 180) / Math.PI + 360) % 360,
            },
          }
        : {}),
    };
  }
}

type Clip = NonNullable<Extract<DrawOp, { op: 'begin' }>['clip']>;

/**
 * The corner radius a rounded clip cuts from a picture: the clip's own when the picture fills
 * its frame (a covered or stretched image). A picture letterboxed inside the frame by less
 * than the radius is still cut by the frame's corners, taken as a radius smaller by the
 * inset; one inset further keeps its square corners.
 */
function roundedBy(clip: Clip | undefined, image: { x: number; y: number; width: number; height: number }): number | undefined {
  const radius = typeof clip?.radius === 'number' ? clip.radius : (clip?.radius?.[0] ?? 0);
  if (!clip || radius <= 0) return undefined;
  const insetX = Math.min(image.x - clip.x, clip.x + clip.width - image.x - image.width);
  const insetY = Math.min(image.y - clip.y, clip.y + clip.height - image.y - image.height);
  if (insetX < -0.5 || insetY < -0.5) return undefined;
  return Math.max(insetX, insetY) < radius ? radius - Math.max(insetX, insetY, 0) : undefined;
}

/** The label with the link whose area holds its first run set on every span, as a text block's linked words are. */
function linkedWords(label: DrawnLabel, links: readonly Extract<DrawOp, { op: 'link' }>[]): DrawnLabel {
  const run = label.runs[0]!;
  const link = links.find((area) => area.x <= run.x + 1 && area.x + area.width >= run.x + run.width - 1 && area.y <= run.y && area.y + area.height >= run.y);
  if (!link) return label;
  return { ...label, paragraphs: label.paragraphs.map((paragraph) => ({ ...paragraph, spans: paragraph.spans.map((span) => ({ ...span, style: { ...span.style, link: link.href } })) })) };
}

/** Whether a shape fills most of a link's area (a card, a button's pill; not an underline). */
function covers(op: { x: number; y: number; width: number; height: number }, area: { x: number; y: number; width: number; height: number }): boolean {
  const width = Math.min(op.x + op.width, area.x + area.width) - Math.max(op.x, area.x);
  const height = Math.min(op.y + op.height, area.y + area.height) - Math.max(op.y, area.y);
  return width > 0 && height > 0 && width * height >= 0.5 * area.width * area.height;
}

function bounds(commands: readonly PathCommand[]): { x: number; y: number; width: number; height: number } | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const command of commands) {
    if (command.c === 'Z') continue;
    xs.push(command.x);
    ys.push(command.y);
    if (command.c === 'C') xs.push(command.x1, command.x2), ys.push(command.y1, command.y2);
    if (command.c === 'Q') xs.push(command.x1), ys.push(command.y1);
  }
  if (!xs.length) return undefined;
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function geometry(commands: readonly PathCommand[], ox: number, oy: number): PptxGenJS.ShapeProps['points'] {
  const points: NonNullable<PptxGenJS.ShapeProps['points']> = [];
  for (const command of commands) {
    switch (command.c) {
      case 'M':
        points.push({ x: inch(command.x - ox), y: inch(command.y - oy), moveTo: true });
        break;
      case 'L':
        points.push({ x: inch(command.x - ox), y: inch(command.y - oy) });
        break;
      case 'C':
        points.push({
          x: inch(command.x - ox),
          y: inch(command.y - oy),
          curve: { type: 'cubic', x1: inch(command.x1 - ox), y1: inch(command.y1 - oy), x2: inch(command.x2 - ox), y2: inch(command.y2 - oy) },
        });
        break;
      case 'Q':
        points.push({ x: inch(command.x - ox), y: inch(command.y - oy), curve: { type: 'quadratic', x1: inch(command.x1 - ox), y1: inch(command.y1 - oy) } });
        break;
      case 'Z':
        points.push({ close: true });
        break;
    }
  }
  return points;
}
