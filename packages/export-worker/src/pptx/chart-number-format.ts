import { formatValue, type Digits } from '@folio/renderer';

/**
 * Excel's locale prefix `[$-NNLLLLLL]`: the low word is the locale (0x0401 Arabic, Saudi
 * Arabia; 0x0429 Persian), the high byte the digits (0x02 Arabic-Indic ٠١٢, 0x03 Extended
 * Arabic-Indic ۰۱۲, the digit shapes of Office's LCID number formats; LibreOffice reads them
 * as its NatNum1 of the locale). PowerPoint formats chart numbers with the number format's
 * locale, and with Western digits without it.
 */
const NATIVE_DIGITS: Record<Digits, string> = { latn: '', arab: '[$-2000401]', arabext: '[$-3000429]' };

/** A currency sign reads before the number ("$25M"), as the renderer's formatValue writes it. */
const CURRENCY_FIRST = /^(\p{Sc}+)(.*)$/u;
const TIGHT_SUFFIX = /^(%|‰|°|′|″|x|×)$/u;

/**
 * A number format writing a value as the renderer's formatValue does: a currency sign before
 * the number and the rest of the unit after it ("$M" → "$25M"), other units after it, spaced
 * unless they are a sign such as "%", negatives with a minus sign, in the chart's digits.
 */
export function numberFormat(unit: string | undefined, number: string, digits: Digits = 'latn'): string {
  const positive = NATIVE_DIGITS[digits] + withUnit(unit, number);
  return `${positive};"−"${positive}`;
}

/**
 * The renderer's compact notation (Intl's English "compact" with at most one decimal:
 * 12K, 12.5K, 1.2M) as an Excel number format with conditions, one section a magnitude
 * the `values` reach: `[>=999950]0.0,,"M";[>=999.95]0,"K";#,##0`. Each section has the
 * decimals the renderer writes for those values (one when any of them has one, so 1M among
 * 1.5M reads 1.0M). Compact notation starts at `from` (the renderer's axis: once any tick
 * reaches 10,000, all its ticks; a value label: from 10,000 on). Undefined when the values
 * need no compact notation, hold negatives (a format has no fourth condition for them) or
 * reach more magnitudes than the three sections a format has.
 */
export function compactFormat(values: readonly number[], unit: string | undefined, options: { from: number; digits: Digits }): string | undefined {
  if (values.some((value) => value < 0) || !values.some((value) => value >= options.from)) return undefined;
  const compact = options.from <= 1000;
  const decimals = new Map<string, number>();
  for (const value of values) {
    const text = formatValue(value, undefined, compact ? { compact: true } : {});
    const [, fraction = '', suffix = ''] = /^[\d,]+(?:\.(\d+))?([KMBT]?)$/.exec(text) ?? [];
    decimals.set(suffix, Math.max(decimals.get(suffix) ?? 0, fraction.length));
  }
  const tiers = TIERS.filter((tier) => decimals.has(tier.suffix));
  if (tiers.length > 3) return undefined;
  return tiers
    .map((tier, index) => {
      const places = decimals.get(tier.suffix)!;
      const number = `${tier.suffix ? '0' : '#,##0'}${places ? `.${'0'.repeat(places)}` : ''}${tier.scale}${tier.suffix ? `"${tier.suffix}"` : ''}`;
      // The last section takes every value the conditions before it leave.
      const from = tier.suffix === 'K' ? Math.max(999.95, options.from) : tier.from;
      const condition = index < tiers.length - 1 ? `[>=${from}]` : '';
      return condition + NATIVE_DIGITS[options.digits] + withUnit(unit, number);
    })
    .join(';');
}

/** The magnitudes of compact notation, largest first: where Intl moves to each (999,950 is 1M at one decimal) and the commas that divide by it. */
const TIERS = [
  { suffix: 'T', from: 999_950_000_000, scale: ',,,,' },
  { suffix: 'B', from: 999_950_000, scale: ',,,' },
  { suffix: 'M', from: 999_950, scale: ',,' },
  { suffix: 'K', from: 999.95, scale: ',' },
  { suffix: '', from: 0, scale: '' },
];

function withUnit(unit: string | undefined, number: string): string {
  const text = (unit ?? '').trim().replace(/"/g, '');
  const currency = CURRENCY_FIRST.exec(text);
  if (currency) return `"${currency[1]}"${number}${currency[2]!.trim() ? `"${currency[2]!.trim()}"` : ''}`;
  if (text) return `${number}"${TIGHT_SUFFIX.test(text) ? '' : ' '}${text}"`;
  return number;
}
