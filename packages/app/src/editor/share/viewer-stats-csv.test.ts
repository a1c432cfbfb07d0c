import { describe, expect, it } from 'vitest';
import { viewerStatsCsv } from './viewer-stats-csv.ts';

describe('viewerStatsCsv', () => {
  it('writes views per day, time per slide numbered from 1 and sources as three tables', () => {
    const csv = viewerStatsCsv({
      views: 3,
      viewers: 2,
      days: [
        { date: '2026-11-26', views: 0, viewers: 0 },
        { date: '2026-11-27', views: 3, viewers: 2 },
      ],
      slides: [
        { slide: 0, ms: 5000, views: 2 },
        { slide: 1, ms: 3050, views: 1 },
      ],
      sources: [
        { channel: 'x', referrer: 't.co', views: 2 },
        { channel: '', referrer: '', views: 1 },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'date,views,unique_viewers',
      '2026-11-26,0,0',
      '2026-11-27,3,2',
      '',
      'slide,views,total_seconds,average_seconds',
      '1,2,5.0,2.5',
      '2,1,3.0,3.0',
      '',
      'channel,referrer,views',
      'x,t.co,2',
      ',,1',
      '',
    ]);
  });

  it('quotes commas and quotes and defuses text a spreadsheet would run as a formula', () => {
    const csv = viewerStatsCsv({ views: 1, viewers: 1, days: [], slides: [], sources: [{ channel: '=cmd', referrer: 'a,"b"', views: 1 }] });
    expect(csv).toContain(`'=cmd,"a,""b""",1`);
  });
});
