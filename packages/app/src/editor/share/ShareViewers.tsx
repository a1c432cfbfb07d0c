import { BarChart3, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { shareLinksApi, type ViewStats } from '../../api/share-links-api.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import { useShareT } from '../export/export-share-i18n.ts';
import { useShareAccessT } from './share-access-i18n.ts';
import { SHARE_CHANNELS, type ShareChannel } from './share-links.ts';
import { viewerStatsCsv } from './viewer-stats-csv.ts';
import './share-dialog-access.css';
import { saveBlob } from '../../ui/save-blob.ts';

/** The views-per-day chart's drawing box; the SVG scales it to the dialog's width. */
const CHART = { width: 300, height: 72, gap: 2 };

/**
 * The Share dialog's Viewers section (Pro): views, unique viewers, views per day, time per
 * slide and where viewers came from over the last 30 days, and the same as a CSV download.
 * Free accounts see what it is and the Pro badge that opens the Pro dialog.
 */
export function ShareViewers({ projectId, title, pro, openPro }: { projectId: number; title: string; pro: boolean; openPro(): void }) {
  const t = useShareAccessT();
  const tShare = useShareT();
  const [stats, setStats] = useState<ViewStats | null>(null);
  useEffect(() => {
    if (!pro) return;
    let live = true;
    shareLinksApi.stats(projectId).then((answer) => live && setStats(answer), showApiError);
    return () => {
      live = false;
    };
  }, [projectId, pro]);

  const longestAverage = Math.max(0.001, ...(stats?.slides.map(averageSeconds) ?? []));
  const mostViews = Math.max(1, ...(stats?.sources.map((source) => source.views) ?? []));
  const download = () => {
    if (!stats) return;
    saveBlob(new Blob([viewerStatsCsv(stats)], { type: 'text/csv;charset=utf-8' }), `${(title || 'deck').replace(/[\\/:*?"<>|]+/g, ' ').trim()} - viewers.csv`);
  };

  return (
    <section className="share-access-section" aria-labelledby="share-viewers-title" data-testid="share-viewers">
      <h3 id="share-viewers-title" className="share-access-title">
        <BarChart3 size={14} aria-hidden /> {t('viewers.title')} <span className="share-access-period">{t('viewers.period')}</span>
      </h3>
      {!pro ? (
        <button type="button" className="share-access-upsell" onClick={openPro} data-testid="share-viewers-pro">
          {t('viewers.proOnly')} <span className="share-pro-badge">{tShare('share.proBadge')}</span>
        </button>
      ) : !stats ? null : (
        <>
          <dl className="share-viewers-totals">
            <div>
              <dt>{t('viewers.views')}</dt>
              <dd data-testid="share-viewers-views">{stats.views}</dd>
            </div>
            <div>
              <dt>{t('viewers.unique')}</dt>
              <dd data-testid="share-viewers-unique">{stats.viewers}</dd>
            </div>
          </dl>
          {stats.views === 0 ? (
            <p className="share-toggle-hint">{t('viewers.empty')}</p>
          ) : (
            <>
              <DaysChart stats={stats} label={t('viewers.perDay')} />
              <h4 className="share-viewers-subtitle">{t('viewers.perSlide')}</h4>
              <ul className="share-viewers-bars" data-testid="share-viewers-slides">
                {stats.slides.map((slide) => {
                  const average = averageSeconds(slide);
                  return (
                    <li key={slide.slide}>
                      <span>{t('viewers.slide', { n: slide.slide + 1 })}</span>
                      <span className="share-viewers-bar" aria-hidden>
                        <span style={{ inlineSize: `${(average / longestAverage) * 100}%` }} />
                      </span>
                      <span>{t('viewers.seconds', { count: Math.round(average) })}</span>
                    </li>
                  );
                })}
              </ul>
              <h4 className="share-viewers-subtitle">{t('viewers.sources')}</h4>
              <ul className="share-viewers-bars" data-testid="share-viewers-sources">
                {stats.sources.map((source) => (
                  <li key={`${source.channel}|${source.referrer}`}>
                    <span>{sourceName(source, (channel) => tShare(`share.channel.${channel}`), t('viewers.direct'))}</span>
                    <span className="share-viewers-bar" aria-hidden>
                      <span style={{ inlineSize: `${(source.views / mostViews) * 100}%` }} />
                    </span>
                    <span>{source.views}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="share-toggle-hint">{t('viewers.privacy')}</p>
          <button type="button" className="btn btn-secondary" onClick={download} data-testid="share-viewers-csv">
            <Download size={16} aria-hidden /> {t('viewers.download')}
          </button>
        </>
      )}
    </section>
  );
}

/** Views per day as bars, oldest on the left like the dates' own order; each bar names its day and count. */
function DaysChart({ stats, label }: { stats: ViewStats; label: string }) {
  const most = Math.max(1, ...stats.days.map((day) => day.views));
  const slot = CHART.width / Math.max(1, stats.days.length);
  return (
    <figure className="share-viewers-chart">
      <figcaption className="share-viewers-subtitle">{label}</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={label} data-testid="share-viewers-chart" preserveAspectRatio="none">
        {stats.days.map((day, index) => {
          const height = day.views === 0 ? 1 : (day.views / most) * CHART.height;
          return (
            <rect key={day.date} x={index * slot + CHART.gap / 2} y={CHART.height - height} width={slot - CHART.gap} height={height} className={day.views === 0 ? 'empty' : undefined}>
              <title>{`${day.date}: ${day.views}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="share-viewers-axis" dir="ltr">
        <span>{stats.days[0]?.date}</span>
        <span>{stats.days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}

function averageSeconds(slide: ViewStats['slides'][number]): number {
  return slide.ms / Math.max(1, slide.views) / 1000;
}

function sourceName(source: ViewStats['sources'][number], channelName: (channel: ShareChannel) => string, direct: string): string {
  const channel = (SHARE_CHANNELS as readonly string[]).includes(source.channel) ? channelName(source.channel as ShareChannel) : source.channel;
  return [channel, source.referrer].filter(Boolean).join(' · ') || direct;
}
