/** SVG path builders in layout px, using only M/L/C/Z so every backend draws them alike. */

/** Cubic Bézier handle length that best approximates a quarter circle. */
const KAPPA = 0.5522847498;

export function ellipsePath(x: number, y: number, width: number, height: number): string {
  const rx = width / 2;
  const ry = height / 2;
  const cx = x + rx;
  const cy = y + ry;
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  return [
    `M${cx - rx} ${cy}`,
    `C${cx - rx} ${cy - oy} ${cx - ox} ${cy - ry} ${cx} ${cy - ry}`,
    `C${cx + ox} ${cy - ry} ${cx + rx} ${cy - oy} ${cx + rx} ${cy}`,
    `C${cx + rx} ${cy + oy} ${cx + ox} ${cy + ry} ${cx} ${cy + ry}`,
    `C${cx - ox} ${cy + ry} ${cx - rx} ${cy + oy} ${cx - rx} ${cy}`,
    'Z',
  ].join('');
}

export function polygonPath(points: readonly (readonly [number, number])[]): string {
  return points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`).join('') + 'Z';
}

export function starPoints(cx: number, cy: number, outer: number, inner: number, spikes = 5): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / spikes;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
