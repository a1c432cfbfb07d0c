import type { Shadow } from '../../scene/types.ts';

/** One translucent copy of a shape, grown by `spread` px. */
export interface ShadowLayer {
  spread: number;
  alpha: number;
}

const LAYERS = 6;

/**
 * PDF has no blur, so a canvas shadow (a Gaussian of σ = blur / 2, HTML §4.12.5.1.18) is
 * approximated by stacked copies of the shape, each grown a little more and all
 * translucent: outside the edge their summed coverage follows the Gaussian's falloff in
 * LAYERS steps, reaching half the shadow's alpha at the shape's edge as the blur does.
 * Under the shape (where the blur would reach full alpha) the shape itself usually covers
 * it. A hard shadow (blur 0) is one exact copy.
 */
export function shadowLayers(shadow: Shadow, alpha: number): ShadowLayer[] {
  if (shadow.blur <= 0) return [{ spread: 0, alpha }];
  const sigma = shadow.blur / 2;
  const layers: ShadowLayer[] = [];
  let covered = 0;
  for (let n = 1; n <= LAYERS; n++) {
    // Outermost layer first: it spans the distance where the falloff has dropped to this step's level.
    const level = (n - 0.5) / (2 * LAYERS);
    const target = (alpha * n) / (2 * LAYERS);
    layers.push({ spread: sigma * inverseNormalTail(level), alpha: 1 - (1 - target) / (1 - covered) });
    covered = target;
  }
  return layers;
}

/** d such that P(Z > d) = p for a standard normal Z (bisection on erf; p < 0.5). */
function inverseNormalTail(p: number): number {
  let lo = 0;
  let hi = 6;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (0.5 * (1 - erf(mid / Math.SQRT2)) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Abramowitz–Stegun 7.1.26, accurate to 1.5e-7: plenty for shadow steps. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 1 - poly * Math.exp(-x * x);
}
