/**
 * The smallest box holding every pixel that differs from the top-left corner's colour (the
 * page background), grown by `margin` px and kept inside the canvas; null for a blank canvas.
 * The diagram block centres itself in a 1200 px page, so a small diagram would otherwise sit
 * in a wide empty strip, unreadable once shrunk to fit a preview or a phone.
 */
export function contentBounds(pixels: Uint8ClampedArray, width: number, height: number, margin: number): { x: number; y: number; width: number; height: number } | null {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  const [r, g, b, a] = [pixels[0], pixels[1], pixels[2], pixels[3]];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (pixels[i] === r && pixels[i + 1] === g && pixels[i + 2] === b && pixels[i + 3] === a) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return { x, y, width: Math.min(width, right + 1 + margin) - x, height: Math.min(height, bottom + 1 + margin) - y };
}
