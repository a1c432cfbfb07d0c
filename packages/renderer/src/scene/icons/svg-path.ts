/**
 * SVG path data reduced to absolute M/L/C/Q/Z. The PDF backend has no elliptical arc
 * operator and no smooth-curve shorthands, so every path the scene carries is brought to
 * this small vocabulary once, here, and every backend then draws the very same curves.
 */

export type PathCommand =
  | { c: 'M' | 'L'; x: number; y: number }
  | { c: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { c: 'Q'; x1: number; y1: number; x: number; y: number }
  | { c: 'Z' };

/** Arguments each command takes; `a` flags are single digits that may be packed ("a1 1 0 00 5 5"). */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

export function parsePath(d: string): PathCommand[] {
  const out: PathCommand[] = [];
  const reader = new Reader(d);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // Reflection points for S and T: the previous command's last control point, when it was a C or Q.
  let lastCubic: [number, number] | undefined;
  let lastQuad: [number, number] | undefined;
  let command = '';
  while (reader.skipSeparators()) {
    const letter = reader.letter();
    if (letter !== undefined) command = letter;
    else if (command === '' || command.toLowerCase() === 'z') throw new SyntaxError(`path data needs a command at ${reader.at}: ${d}`);
    const lower = command.toLowerCase();
    const relative = command !== command.toUpperCase();
    const args = lower === 'a' ? reader.arcArgs() : reader.numbers(ARITY[lower] ?? 0);
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    let cubic: [number, number] | undefined;
    let quad: [number, number] | undefined;
    switch (lower) {
      case 'm':
        x = ox + args[0]!;
        y = oy + args[1]!;
        startX = x;
        startY = y;
        out.push({ c: 'M', x, y });
        // Further coordinate pairs after a moveto are implicit linetos.
        command = relative ? 'l' : 'L';
        break;
      case 'l':
        x = ox + args[0]!;
        y = oy + args[1]!;
        out.push({ c: 'L', x, y });
        break;
      case 'h':
        x = ox + args[0]!;
        out.push({ c: 'L', x, y });
        break;
      case 'v':
        y = oy + args[0]!;
        out.push({ c: 'L', x, y });
        break;
      case 'c':
      case 's': {
        const [x1, y1] = lower === 'c' ? [ox + args[0]!, oy + args[1]!] : reflect(lastCubic, x, y);
        const rest = lower === 'c' ? args.slice(2) : args;
        const x2 = ox + rest[0]!;
        const y2 = oy + rest[1]!;
        x = ox + rest[2]!;
        y = oy + rest[3]!;
        out.push({ c: 'C', x1, y1, x2, y2, x, y });
        cubic = [x2, y2];
        break;
      }
      case 'q':
      case 't': {
        const [x1, y1] = lower === 'q' ? [ox + args[0]!, oy + args[1]!] : reflect(lastQuad, x, y);
        const rest = lower === 'q' ? args.slice(2) : args;
        x = ox + rest[0]!;
        y = oy + rest[1]!;
        out.push({ c: 'Q', x1, y1, x, y });
        quad = [x1, y1];
        break;
      }
      case 'a': {
        const [rx, ry, rotation, large, sweep, ex, ey] = args as [number, number, number, number, number, number, number];
        const endX = ox + ex;
        const endY = oy + ey;
        out.push(...arcToCubics(x, y, rx, ry, rotation, large !== 0, sweep !== 0, endX, endY));
        x = endX;
        y = endY;
        break;
      }
      case 'z':
        out.push({ c: 'Z' });
        x = startX;
        y = startY;
        break;
      default:
        throw new SyntaxError(`unknown path command '${command}' in: ${d}`);
    }
    lastCubic = cubic;
    lastQuad = quad;
  }
  return out;
}

function reflect(control: [number, number] | undefined, x: number, y: number): [number, number] {
  return control ? [2 * x - control[0], 2 * y - control[1]] : [x, y];
}

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  /** Skips whitespace and commas; false at the end of the data. */
  skipSeparators(): boolean {
    while (this.at < this.text.length && /[\s,]/.test(this.text[this.at]!)) this.at++;
    return this.at < this.text.length;
  }

  letter(): string | undefined {
    const char = this.text[this.at]!;
    if (!/[a-zA-Z]/.test(char) || char === 'e' || char === 'E') return undefined;
    this.at++;
    return char;
  }

  number(): number {
    this.skipSeparators();
    const match = NUMBER.exec(this.text.slice(this.at));
    if (!match) throw new SyntaxError(`path data expects a number at ${this.at}: ${this.text}`);
    this.at += match[0].length;
    return Number(match[0]);
  }

  numbers(count: number): number[] {
    return Array.from({ length: count }, () => this.number());
  }

  flag(): number {
    this.skipSeparators();
    const char = this.text[this.at];
    if (char !== '0' && char !== '1') throw new SyntaxError(`path data expects an arc flag at ${this.at}: ${this.text}`);
    this.at++;
    return Number(char);
  }

  arcArgs(): number[] {
    return [this.number(), this.number(), this.number(), this.flag(), this.flag(), this.number(), this.number()];
  }
}

/**
 * An SVG elliptical arc as cubic Béziers of at most 90° each (error below 0.03% of the
 * radius), via the endpoint-to-centre conversion of SVG 1.1 appendix F.6.5.
 */
export function arcToCubics(
  x0: number,
  y0: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  large: boolean,
  sweep: boolean,
  x: number,
  y: number,
): PathCommand[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if ((x0 === x && y0 === y) || rx === 0 || ry === 0) return x0 === x && y0 === y ? [] : [{ c: 'L', x, y }];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x0 - x) / 2;
  const dy = (y0 - y) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  // Radii too small to join the endpoints are scaled up, as the spec requires.
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const root = Math.sqrt(Math.max(0, numerator / denominator)) * (large === sweep ? -1 : 1);
  const cxp = (root * rx * y1p) / ry;
  const cyp = (-root * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2;
  const cy = sin * cxp + cos * cyp + (y0 + y) / 2;
  const start = Math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx);
  let delta = Math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return ellipticalArc(cx, cy, rx, ry, phi, start, delta);
}

/**
 * Cubic segments along an ellipse centred at (cx, cy) rotated by `phi`, from angle
 * `start` through `delta` radians (positive = clockwise on screen, y down). The first
 * segment starts where the pen already is; callers move there first.
 */
export function ellipticalArc(cx: number, cy: number, rx: number, ry: number, phi: number, start: number, delta: number): PathCommand[] {
  const count = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / count;
  const k = (4 / 3) * Math.tan(step / 4);
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const point = (angle: number, scale = 0): [number, number, number, number] => {
    const ex = rx * Math.cos(angle);
    const ey = ry * Math.sin(angle);
    // Derivative of the ellipse at `angle`, for the control handles.
    const tx = -rx * Math.sin(angle) * scale;
    const ty = ry * Math.cos(angle) * scale;
    return [cx + cos * ex - sin * ey, cy + sin * ex + cos * ey, cos * tx - sin * ty, sin * tx + cos * ty];
  };
  const out: PathCommand[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = start + i * step;
    const a1 = a0 + step;
    const [px0, py0, tx0, ty0] = point(a0, k);
    const [px1, py1, tx1, ty1] = point(a1, k);
    out.push({ c: 'C', x1: px0 + tx0, y1: py0 + ty0, x2: px1 - tx1, y2: py1 - ty1, x: px1, y: py1 });
  }
  return out;
}

/** Circular arc from angle `a0` to `a1` (radians, clockwise from 3 o'clock, y down). */
export function circleArc(cx: number, cy: number, r: number, a0: number, a1: number): PathCommand[] {
  return ellipticalArc(cx, cy, r, r, 0, a0, a1 - a0);
}

export interface Transform {
  scale: number;
  dx: number;
  dy: number;
}

export function transformCommands(commands: readonly PathCommand[], { scale, dx, dy }: Transform): PathCommand[] {
  const tx = (value: number): number => value * scale + dx;
  const ty = (value: number): number => value * scale + dy;
  return commands.map((cmd) => {
    switch (cmd.c) {
      case 'M':
      case 'L':
        return { c: cmd.c, x: tx(cmd.x), y: ty(cmd.y) };
      case 'C':
        return { c: 'C', x1: tx(cmd.x1), y1: ty(cmd.y1), x2: tx(cmd.x2), y2: ty(cmd.y2), x: tx(cmd.x), y: ty(cmd.y) };
      case 'Q':
        return { c: 'Q', x1: tx(cmd.x1), y1: ty(cmd.y1), x: tx(cmd.x), y: ty(cmd.y) };
      case 'Z':
        return cmd;
    }
  });
}

/** Scales and then translates any SVG path data; the result uses only M/L/C/Q/Z. */
export function transformPath(d: string, transform: Transform): string {
  return formatPath(transformCommands(parsePath(d), transform));
}

export function formatPath(commands: readonly PathCommand[]): string {
  return commands
    .map((cmd) => {
      switch (cmd.c) {
        case 'M':
        case 'L':
          return `${cmd.c}${n(cmd.x)} ${n(cmd.y)}`;
        case 'C':
          return `C${n(cmd.x1)} ${n(cmd.y1)} ${n(cmd.x2)} ${n(cmd.y2)} ${n(cmd.x)} ${n(cmd.y)}`;
        case 'Q':
          return `Q${n(cmd.x1)} ${n(cmd.y1)} ${n(cmd.x)} ${n(cmd.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/** Three decimals: a thousandth of a layout px is far below any device pixel. */
function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
