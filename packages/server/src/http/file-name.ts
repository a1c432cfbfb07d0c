import { z } from 'zod';

/** A file name as the visitor's browser gives it: kept for display and downloads, never used as a path. */
export const FileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((name) => !/[\u0000-\u001f\u007f/\\]/.test(name), 'no control characters or slashes');
