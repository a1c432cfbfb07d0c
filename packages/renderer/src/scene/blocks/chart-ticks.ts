/** Value axes people can read at a glance: round tick steps and values written with their unit. */

export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

/** Steps of 1, 2 and 5 times a power of ten: the ones readers add up in their heads. */
const STEPS = [1, 2, 5, 10];

/**
 * Round ticks covering [min, max] with at most `maxCount` values: the smallest
 * 1-2-5 step that needs no more ticks than that, the ends snapped outward to it
 * (0–87 with 6 → 0, 20, …, 100). A flat domain still gets a visible axis around it.
 */
export function niceTicks(min: number, max: number, maxCount: number): Ticks {
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  // Zero is a multiple of every step, so a range across it needs at least three ticks.
  const count = Math.max(low < 0 && high > 0 ? 3 : 2, Math.floor(maxCount));
  // Chart values are whole-ish numbers; anything closer together than this is one value.
  if (high - low < 1e-9) {
    const pad = Math.abs(low) < 1e-9 ? 1 : Math.abs(low) / 2;
    // Padded away from zero only on the side that does not cross it: 5 → 2.5–7.5, 0 → 0–1.
    [low, high] = low >= 0 ? [Math.max(0, low - pad), high + pad] : high <= 0 ? [low - pad, Math.min(0, high + pad)] : [low - pad, high + pad];
  }
  const span = high - low;
  let magnitude = 10 ** Math.floor(Math.log10(span / (count - 1)));
  for (;;) {
    for (const multiple of STEPS) {
      const step = multiple * magnitude;
      // The tolerance keeps float dust (0.3 / 0.1 = 2.9999…) from adding a tick; the checks
      // after it make sure the ends still cover the data.
      let start = Math.floor(low / step + 1e-9);
      if (roundTo(start * step, step) > low) start -= 1;
      let end = Math.ceil(high / step - 1e-9);
      if (roundTo(end * step, step) < high) end += 1;
      if (end - start + 1 <= count) {
        const values = Array.from({ length: end - start + 1 }, (_, i) => roundTo((start + i) * step, step));
        return { min: values[0]!, max: values.at(-1)!, step, values };
      }
    }
    magnitude *= 10;
  }
}

/** Kills the float dust of `start * step` (0.30000000000000004) at the step's own precision. */
function roundTo(value: number, step: number): number {
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const rounded = Number(value.toFixed(Math.min(20, digits)));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Decimals that tell apart the ticks of a step (0.25 → 2, 20 → 0). */
function stepDecimals(step: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-6) return decimals;
  }
  return 10;
}

/** A currency sign reads before the number ("$5"); other units after it ("12%", "5 kg"). */
const CURRENCY_FIRST = /^(\p{Sc}+)(.*)$/u;
const TIGHT_SUFFIX = /^(%|‰|°|′|″|x|×)$/u;
/** Compact notation starts here, where grouped digits stop fitting under a column. */
const COMPACT_FROM = 10_000;

export interface FormatOptions {
  /** Fixed decimals, e.g. an axis's step decimals; else as many as the size warrants. */
  decimals?: number;
  /** 12K rather than 12,000; by default from 10,000 up. An axis decides once for all its ticks. */
  compact?: boolean;
  /** The digits the chart's own words are written with (see chartDigits). */
  digits?: Digits;
}

/** Western digits, Arabic-Indic (٠١٢) or the Persian and Urdu extended ones (۰۱۲). */
export type Digits = 'latn' | 'arab' | 'arabext';

const DIGIT_ZERO: Record<Exclude<Digits, 'latn'>, number> = { arab: 0x660, arabext: 0x6f0 };

/**
 * Digits and separators swapped one for one, not Intl's locale formatting: ICU data differs
 * between browsers and Node, and the editor and the export must draw the same string.
 */
function inDigits(text: string, digits: Digits): string {
  if (digits === 'latn') return text;
  const zero = DIGIT_ZERO[digits];
  return text.replace(/[0-9.,]/g, (char) => (char === '.' ? '\u066b' : char === ',' ? '\u066c' : String.fromCodePoint(zero + Number(char))));
}

/** Formatters by their options: making one took longer than formatting a chart's every value with it. */
const formatters = new Map<string, Intl.NumberFormat>();

/** 'en' on purpose: the theme carries no locale, and digits must match between editor and export. */
function englishNumbers(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat('en', options)));
  return formatter;
}

export function formatValue(value: number, unit: string | undefined, options: FormatOptions = {}): string {
  const magnitude = Math.abs(value);
  const numberFormat: Intl.NumberFormatOptions =
    (options.compact ?? magnitude >= COMPACT_FROM)
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { maximumFractionDigits: options.decimals ?? autoDecimals(magnitude), minimumFractionDigits: options.decimals ?? 0 };
  const digits = inDigits(englishNumbers(numberFormat).format(magnitude), options.digits ?? 'latn');
  const sign = value < 0 && magnitude !== 0 && /[1-9\u0661-\u0669\u06f1-\u06f9]/.test(digits) ? '−' : '';
  const text = (unit ?? '').trim();
  if (text === '') return sign + digits;
  // "$M" is dollars in millions: the sign before the number, the scale right after it ("$25M").
  const currency = CURRENCY_FIRST.exec(text);
  if (currency) return `${sign}${currency[1]}${digits}${currency[2]!.trim()}`;
  return `${sign}${digits}${TIGHT_SUFFIX.test(text) ? '' : ' '}${text}`;
}

/** How an axis writes its ticks: all in one notation, with the decimals its step needs. */
export function tickFormat(ticks: Ticks): { decimals: number; compact: boolean } {
  return { decimals: stepDecimals(ticks.step), compact: Math.max(...ticks.values.map(Math.abs)) >= COMPACT_FROM };
}

/** Labels for an axis's ticks, as tickFormat says. */
export function formatTicks(ticks: Ticks, unit: string | undefined, digits: Digits = 'latn'): string[] {
  const format = tickFormat(ticks);
  return ticks.values.map((value) => formatValue(value, unit, { ...format, digits }));
}

function autoDecimals(magnitude: number): number {
  if (magnitude === 0 || magnitude >= 100) return 0;
  return magnitude >= 1 ? 1 : 2;
}
