import type { ViewStats } from '../../api/share-links-api.ts';

/**
 * The Viewers section's download: three tables one after another, separated by a blank line
 * (views per day, time per slide, sources), with fixed English column names so spreadsheets
 * and scripts read it the same in every interface language. Slides are numbered from 1, as
 * the author sees them.
 */
export function viewerStatsCsv(stats: ViewStats): string {
  const rows: (string | number)[][] = [['date', 'views', 'unique_viewers'], ...stats.days.map((day) => [day.date, day.views, day.viewers])];
  rows.push([], ['slide', 'views', 'total_seconds', 'average_seconds']);
  for (const slide of stats.slides) rows.push([slide.slide + 1, slide.views, seconds(slide.ms), seconds(slide.ms / Math.max(1, slide.views))]);
  rows.push([], ['channel', 'referrer', 'views']);
  for (const source of stats.sources) rows.push([source.channel, source.referrer, source.views]);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

/** RFC 4180 quoting, and a leading quote for text a spreadsheet would run as a formula. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
