/**
 * Turns the graph on screen into files. The screen's SVG takes its colours from CSS (theme tokens,
 * group palette), which a standalone file cannot see; so the export copies each element's computed
 * paint and type onto the copy as attributes, and frames the whole graph rather than the current
 * zoom.
 */

const COPIED_STYLES = ['fill', 'stroke', 'stroke-width', 'stroke-opacity', 'fill-opacity', 'opacity', 'font-family', 'font-size', 'font-weight', 'paint-order', 'stroke-linejoin', 'text-anchor', 'dominant-baseline'] as const;

/** The PNG is drawn at twice the SVG's size for sharp text, within what every browser's canvas allows. */
const PNG_SCALE = 2;
const MAX_CANVAS_SIDE = 8192;

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The standalone SVG markup of `svg`, framed on `bounds` (graph coordinates). The element marked
 * `data-zoom` holds the screen's pan and zoom, which the file leaves out.
 */
export function standaloneSvg(svg: SVGSVGElement, bounds: Bounds, background: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index]!;
    const computed = getComputedStyle(original);
    for (const property of COPIED_STYLES) {
      const value = computed.getPropertyValue(property);
      if (value) target.setAttribute(property, value);
    }
    target.removeAttribute('class');
    target.removeAttribute('style');
    target.removeAttribute('tabindex');
  });
  copy.querySelector('[data-zoom]')?.removeAttribute('transform');
  copy.querySelectorAll('[data-screen-only]').forEach((element) => element.remove());
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`);
  copy.setAttribute('width', String(Math.round(bounds.width)));
  copy.setAttribute('height', String(Math.round(bounds.height)));
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  backdrop.setAttribute('x', String(bounds.x));
  backdrop.setAttribute('y', String(bounds.y));
  backdrop.setAttribute('width', String(bounds.width));
  backdrop.setAttribute('height', String(bounds.height));
  backdrop.setAttribute('fill', background);
  copy.prepend(backdrop);
  return new XMLSerializer().serializeToString(copy);
}

export async function svgToPng(markup: string, width: number, height: number): Promise<Blob> {
  const scale = Math.min(PNG_SCALE, MAX_CANVAS_SIDE / Math.max(width, height));
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The box around every node, with room for the labels drawn under them. */
export function graphBounds(points: readonly { x?: number | undefined; y?: number | undefined }[], margin: number): Bounds {
  if (points.length === 0) return { x: -100, y: -100, width: 200, height: 200 };
  const xs = points.map((point) => point.x ?? 0);
  const ys = points.map((point) => point.y ?? 0);
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  return { x: minX, y: minY, width: Math.max(...xs) + margin - minX, height: Math.max(...ys) + margin - minY };
}
