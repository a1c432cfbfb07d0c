import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar-rules.ts';

describe('choosing an avatar', () => {
  it('refuses anything that is not an image', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('toast.onlyImages');
  });
  it('accepts images up to 20 MB and refuses larger ones with the 2MB message', () => {
    expect(avatarProblem({ type: 'image/png', size: 20 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: 20 * 1024 * 1024 + 1 })).toBe('toast.imageTooLarge');
  });
});
