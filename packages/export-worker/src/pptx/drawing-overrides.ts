import { SLIDE_PART } from './package-parts.ts';

/**
 * What pptxgenjs 4.0.1 cannot write for a shape or picture — a gradient fill, a picture's
 * rounded or round outline, a rectangle rounded on two sides only — set after it has written
 * the slides. SceneShapes names each such object (the name PowerPoint's selection pane shows)
 * and records the XML it needs here; `apply` puts it in place of what pptxgenjs wrote: the
 * shape's solid fill and the object's preset geometry.
 */
export class DrawingOverrides {
  private readonly edits = new Map<string, Edit>();

  /** A name for a shape or picture whose fill (`<a:gradFill>`) or geometry (`<a:prstGeom>`) is `edit`'s. */
  name(kind: 'Gradient' | 'Rounded picture' | 'Rounded shape', edit: Edit): string {
    const name = `${kind} ${this.edits.size + 1}`;
    this.edits.set(name, edit);
    return name;
  }

  /** Edits the slide parts of `xml` in place. */
  apply(xml: Record<string, string>): void {
    if (this.edits.size === 0) return;
    for (const path of Object.keys(xml)) {
      if (!SLIDE_PART.test(path)) continue;
      // The names a slide carries, found in one pass: looking for every edit's name in every slide took a 200-slide deck's PPTX 40 ms.
      for (const [, name] of xml[path]!.matchAll(NAMED)) {
        const edit = this.edits.get(name!);
        if (!edit) continue;
        xml[path] = replaceIn(xml[path]!, name!, (element) => {
          // The fill first: it is found by the geometry pptxgenjs wrote before it.
          const filled = edit.fill ? element.replace(SHAPE_FILL, (_fill, geometry: string) => geometry + edit.fill) : element;
          return edit.geometry ? filled.replace(GEOMETRY, edit.geometry) : filled;
        });
      }
    }
  }
}

const NAMED = /\bname="((?:Gradient|Rounded picture|Rounded shape) \d+)"/g;

interface Edit {
  fill?: string;
  geometry?: string;
}

/** The shape's own fill: the first solid fill right after its geometry (the outline's comes later, inside `<a:ln>`). */
const SHAPE_FILL = /(<\/a:(?:prstGeom|custGeom)>)\s*<a:solidFill>[\s\S]*?<\/a:solidFill>/;
const GEOMETRY = /<a:prstGeom\b[^>]*>[\s\S]*?<\/a:prstGeom>/;

/** `change` applied to the shape or picture whose non-visual properties carry `name`. */
function replaceIn(xml: string, name: string, change: (element: string) => string): string {
  const at = xml.indexOf(`name="${name}"`);
  if (at < 0) return xml;
  const start = Math.max(xml.lastIndexOf('<p:sp>', at), xml.lastIndexOf('<p:pic>', at));
  const end = xml.indexOf(xml.startsWith('<p:sp>', start) ? '</p:sp>' : '</p:pic>', at);
  if (start < 0 || end < 0) return xml;
  return xml.slice(0, start) + change(xml.slice(start, end)) + xml.slice(end);
}

/**
 * The outline of a picture the renderer clips to a rounded frame: DrawingML's rounded
 * rectangle, whose corner radius is `adj` / 100000 of the shorter side (ECMA-376-1 §20.1.10.56,
 * presetShapeDefinitions.xml: `ss * adj / 100000`, at most half of it), or a circle when the
 * picture is square and the radius half its side.
 */
export function pictureOutline(width: number, height: number, radius: number): string {
  const shorter = Math.min(width, height);
  if (radius >= shorter / 2 - 0.01 && Math.abs(width - height) < 0.5) return '<a:prstGeom prst="ellipse"><a:avLst/></a:prstGeom>';
  const adj = Math.min(50000, Math.round((radius / shorter) * 100000));
  return `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val ${adj}"/></a:avLst></a:prstGeom>`;
}

/**
 * A rectangle rounded at its top two corners by `top` and its bottom two by `bottom`
 * (DrawingML's round2SameRect: adj1 the top corners, adj2 the bottom ones, each / 100000 of
 * the shorter side), as the renderer rounds a card's bottom band.
 */
export function sameSideCorners(width: number, height: number, top: number, bottom: number): string {
  const adj = (radius: number) => Math.min(50000, Math.round((radius / Math.min(width, height)) * 100000));
  return `<a:prstGeom prst="round2SameRect"><a:avLst><a:gd name="adj1" fmla="val ${adj(top)}"/><a:gd name="adj2" fmla="val ${adj(bottom)}"/></a:avLst></a:prstGeom>`;
}
