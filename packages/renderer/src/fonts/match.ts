import type { FontFaceEntry, FontStyle } from './manifest.ts';

export interface FontRequest {
  family: string;
  weight: number;
  style: FontStyle;
}

/**
 * CSS Fonts 4 §5.2 font matching within one family, so a theme asking for weight 300 or
 * 900 gets the same face the browser would pick: the requested style first (an italic
 * request takes an upright face only when the family has no italic), then the nearest
 * weight in the direction the spec prescribes.
 */
export function matchFace(faces: readonly FontFaceEntry[], weight: number, style: FontStyle): FontFaceEntry | undefined {
  const sameStyle = faces.filter((face) => face.style === style);
  const candidates = sameStyle.length > 0 ? sameStyle : faces;
  let best: FontFaceEntry | undefined;
  let bestRank = Infinity;
  for (const face of candidates) {
    const rank = weightRank(face.weight, weight);
    if (rank < bestRank) {
      best = face;
      bestRank = rank;
    }
  }
  return best;
}

/** Lower is better; encodes the search order of CSS Fonts 4 §5.2 step 4 for font-weight. */
function weightRank(available: number, desired: number): number {
  if (available === desired) return 0;
  const distance = Math.abs(available - desired);
  if (desired >= 400 && desired <= 500) {
    if (available > desired && available <= 500) return distance;
    if (available < desired) return 1000 + distance;
    return 2000 + distance;
  }
  const preferHeavier = desired > 500;
  const onPreferredSide = preferHeavier ? available > desired : available < desired;
  return onPreferredSide ? distance : 1000 + distance;
}
