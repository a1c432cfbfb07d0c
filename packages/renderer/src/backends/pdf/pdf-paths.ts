import { parsePath } from '../../scene/icons/svg-path.ts';
import type { Radius } from '../../scene/types.ts';
import { cornerRadii } from '../canvas.ts';

/** Numbers as content streams want them: at most 3 decimals, never exponent notation. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * SVG path data as PDF path operators, in the same px space (the page's content stream
 * flips y once). parsePath has already reduced arcs and shorthands to M/L/C/Q/Z; quadratic
 * curves are raised to cubics, which PDF lacks.
 */
export function svgPathOperators(d: string): string {
  const out: string[] = [];
  let x = 0;
  let y = 0;
  for (const command of parsePath(d)) {
    switch (command.c) {
      case 'M':
        out.push(`${num(command.x)} ${num(command.y)} m`);
        [x, y] = [command.x, command.y];
        break;
      case 'L':
        out.push(`${num(command.x)} ${num(command.y)} l`);
        [x, y] = [command.x, command.y];
        break;
      case 'C':
        out.push(`${num(command.x1)} ${num(command.y1)} ${num(command.x2)} ${num(command.y2)} ${num(command.x)} ${num(command.y)} c`);
        [x, y] = [command.x, command.y];
        break;
      case 'Q': {
        const c1x = x + (2 / 3) * (command.x1 - x);
        const c1y = y + (2 / 3) * (command.y1 - y);
        const c2x = command.x + (2 / 3) * (command.x1 - command.x);
        const c2y = command.y + (2 / 3) * (command.y1 - command.y);
        out.push(`${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(command.x)} ${num(command.y)} c`);
        [x, y] = [command.x, command.y];
        break;
      }
      case 'Z':
        out.push('h');
        break;
    }
  }
  return out.join('\n');
}

/** Bézier handle length for a quarter circle. */
const KAPPA = 0.5522847498;

/** The canvas backend's rounded rectangle (same corner clamping), as PDF path operators. */
export function roundedRectOperators(x: number, y: number, width: number, height: number, radius: Radius = 0): string {
  const [tl, tr, br, bl] = cornerRadii(radius, width, height);
  if (!tl && !tr && !br && !bl) return `${num(x)} ${num(y)} ${num(width)} ${num(height)} re`;
  const out = [`${num(x + tl)} ${num(y)} m`, `${num(x + width - tr)} ${num(y)} l`];
  const corner = (x1: number, y1: number, x2: number, y2: number, ex: number, ey: number) =>
    out.push(`${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(ex)} ${num(ey)} c`);
  const right = x + width;
  const bottom = y + height;
  if (tr) corner(right - tr + tr * KAPPA, y, right, y + tr - tr * KAPPA, right, y + tr);
  out.push(`${num(right)} ${num(bottom - br)} l`);
  if (br) corner(right, bottom - br + br * KAPPA, right - br + br * KAPPA, bottom, right - br, bottom);
  out.push(`${num(x + bl)} ${num(bottom)} l`);
  if (bl) corner(x + bl - bl * KAPPA, bottom, x, bottom - bl + bl * KAPPA, x, bottom - bl);
  out.push(`${num(x)} ${num(y + tl)} l`);
  if (tl) corner(x, y + tl - tl * KAPPA, x + tl - tl * KAPPA, y, x + tl, y);
  out.push('h');
  return out.join('\n');
}
