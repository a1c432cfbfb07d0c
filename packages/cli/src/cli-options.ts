import { CliError } from './cli-error.ts';

const DAY_MS = 24 * 3600 * 1000;

/** `--name 7`: a whole number within bounds, or a usage error naming the option. */
export function wholeOption(text: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new CliError(`--${name} must be a whole number from ${min} to ${max}, not '${text}'`, [], 2);
  return value;
}

/** `--expires 2027-01-01`: usable through that whole day (UTC), so stored as the next midnight. */
export function expiryOption(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(day.getTime())) throw new CliError(`--expires must be a date like 2027-01-01, not '${text}'`, [], 2);
  return new Date(day.getTime() + DAY_MS);
}

/** `--scale 2`: a positive number up to 8, or a usage error. */
export function scaleOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const scale = Number(text);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 8) throw new CliError(`--scale must be a number between 0 and 8, got '${text}'`, [], 2);
  return scale;
}
