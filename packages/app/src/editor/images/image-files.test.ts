import { expect, test } from 'vitest';
import { imageAmong, isImageFile, uploadedImageSrc } from './image-files.ts';

test('only the §5 image types go into an image block, by extension or, without one, by type', () => {
  expect(isImageFile({ name: 'photo.JPG', type: '' })).toBe(true);
  expect(isImageFile({ name: 'photo.webp', type: 'image/webp' })).toBe(true);
  expect(isImageFile({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(true);
  expect(isImageFile({ name: 'image', type: 'image/svg+xml' })).toBe(true);
  expect(isImageFile({ name: 'image', type: 'image/png' })).toBe(true);
  expect(isImageFile({ name: 'animation.gif', type: 'image/gif' })).toBe(false);
  expect(isImageFile({ name: 'report.pdf', type: 'application/pdf' })).toBe(false);
  expect(isImageFile({ name: 'photo.png.exe', type: 'image/png' })).toBe(false);
});

test('dropped files give their first image, or say that none was one', () => {
  const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
  const png = new File(['png'], 'b.png', { type: 'image/png' });
  expect(imageAmong([pdf, png])).toEqual({ image: png, refused: false });
  expect(imageAmong([pdf])).toEqual({ image: null, refused: true });
  expect(imageAmong([])).toEqual({ image: null, refused: false });
  expect(uploadedImageSrc('0123456789abcdef0123456789abcdef')).toBe('/files/0123456789abcdef0123456789abcdef');
});
