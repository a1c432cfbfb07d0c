import { describe, expect, it } from 'vitest';
import { withCarriedParams } from './carried-params.ts';

describe('internal navigation', () => {
  it('keeps the campaign and referral parameters of the current address', () => {
    expect(withCarriedParams('/trash', '?utm_source=mail&r=abc&x=1')).toBe('/trash?utm_source=mail&r=abc');
  });

  it('lets the target set its own value for a carried parameter', () => {
    expect(withCarriedParams('/workspace?folder=9', '?folder=7&language=ar')).toBe('/workspace?folder=9&language=ar');
  });

  it('drops a carried parameter the target empties, and never carries an empty one', () => {
    expect(withCarriedParams('/workspace?folder=', '?folder=7&language=ar')).toBe('/workspace?language=ar');
    expect(withCarriedParams('/trash', '?folder=&r=abc')).toBe('/trash?r=abc');
  });

  it('keeps the hash of the target', () => {
    expect(withCarriedParams('/p/3#top', '?channel=x')).toBe('/p/3?channel=x#top');
  });
});
