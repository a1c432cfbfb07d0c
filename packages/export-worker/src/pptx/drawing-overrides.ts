import { strFromU8, strToU8 } from 'fflate';

/**
 * What pptxgenjs 4.0.1 cannot write for a shape or picture — a gradient fill, a picture's
 * rounded or round outline — set after it has written the slides. SceneShapes names each
 * such object (the name PowerPoint's selection pane shows) and records the XML it needs here;
 * `apply` puts it in place of what pptxgenjs wrote: the shape's solid fill, the picture's
 * rectangle geometry.
 */
export class DrawingOverrides {
  private readonly fills = new Map<string, string>();
  private readonly outlines = new Map<string, string>();

  /** A name for a shape whose fill is `gradFill` (pptxgenjs writes its first colour). */
  gradient(gradFill: string): string {
    const name = `Gradient ${this.fills.size + 1}`;
    this.fills.set(name, gradFill);
    return name;
  }

  /** A name for a picture whose outline is `prstGeom` (pptxgenjs writes a rectangle). */
  outline(prstGeom: string): string {
    const name = `Rounded picture ${this.outlines.size + 1}`;
    this.outlines.set(name, prstGeom);
    return name;
  }

  /** Edits the slide parts of `files` in place. */
  apply(files: Record<string, Uint8Array>): void {
    if (this.fills.size === 0 && this.outlines.size === 0) return;
    for (const path of Object.keys(files)) {
      if (!/^ppt\/slides\/slide\d+\.xml$/.test(path)) continue;
      const xml = strFromU8(files[path]!);
      let edited = xml;
      for (const [name, fill] of this.fills) edited = replaceIn(edited, name, '<p:sp>', '</p:sp>', (shape) => shape.replace(SHAPE_FILL, (_fill, geometry: string) => geometry + fill));
      for (const [name, outline] of this.outlines) edited = replaceIn(edited, name, '<p:pic>', '</p:pic>', (picture) => picture.replace(RECTANGLE, outline));
      if (edited !== xml) files[path] = strToU8(edited);
    }
  }
}

/** The shape's own fill: the first solid fill right after its geometry (the outline's comes later, inside `<a:ln>`). */
const SHAPE_FILL = /(<\/a:(?:prstGeom|custGeom)>)\s*<a:solidFill>[\s\S]*?<\/a:solidFill>/;
const RECTANGLE = /<a:prstGeom prst="rect">\s*<a:avLst\/>\s*<\/a:prstGeom>/;

/** `change` applied to the element (from `open` to `close`) whose non-visual properties carry `name`. */
function replaceIn(xml: string, name: string, open: string, close: string, change: (element: string) => string): string {
  const at = xml.indexOf(`name="${name}"`);
  if (at < 0) return xml;
  const start = xml.lastIndexOf(open, at);
  const end = xml.indexOf(close, at);
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
