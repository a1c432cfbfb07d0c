import { ChartType, type BlockOf } from '@folio/layout';
import { Minus, Plus } from 'lucide-react';
import { useEditorT } from '../../editor-i18n.ts';
import { DraftInput } from './DraftInput.tsx';

const MAX_LABELS = 100;
const MAX_SERIES = 12;

/** The chart's type, and its data as a grid: one row per label, one column per series. */
export function ChartFields({ chart, change }: { chart: BlockOf<'chart'>; change(next: BlockOf<'chart'>): void }) {
  const t = useEditorT();
  const setLabel = (i: number, label: string) => change({ ...chart, labels: chart.labels.map((each, j) => (j === i ? label : each)) });
  const setValue = (s: number, i: number, text: string) => {
    const value = Number(text);
    if (!Number.isFinite(value)) return;
    change({ ...chart, series: chart.series.map((series, k) => (k === s ? { ...series, values: series.values.map((each, j) => (j === i ? value : each)) } : series)) });
  };
  const setName = (s: number, name: string) => change({ ...chart, series: chart.series.map((series, k) => (k === s ? { ...series, name } : series)) });
  return (
    <div className="block-fields">
      <label className="field-label">
        {t('chartType')}
        <select className="editor-select" value={chart.chartType} onChange={(event) => change({ ...chart, chartType: event.target.value as ChartType })}>
          {ChartType.options.map((type) => (
            <option key={type} value={type}>
              {t(`chartTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="table-grid" style={{ gridTemplateColumns: `repeat(${chart.series.length + 1}, minmax(0, 1fr))` }}>
        <span />
        {chart.series.map((series, s) => (
          <DraftInput key={`name-${s}`} className="field-input field-head" aria-label={t('seriesName', { n: s + 1 })} value={series.name} onCommit={(name) => setName(s, name)} />
        ))}
        {chart.labels.map((label, i) => [
          <DraftInput key={`label-${i}`} className="field-input field-head" aria-label={t('label', { n: i + 1 })} value={label} onCommit={(text) => setLabel(i, text)} />,
          ...chart.series.map((series, s) => (
            <DraftInput key={`value-${s}-${i}`} className="field-input" inputMode="decimal" aria-label={t('value', { series: series.name, label })} value={String(series.values[i] ?? 0)} onCommit={(text) => setValue(s, i, text)} />
          )),
        ])}
      </div>
      <div className="field-row">
        <span>{t('rows')}</span>
        <button type="button" className="editor-icon-button small" disabled={chart.labels.length <= 1} onClick={() => change({ ...chart, labels: chart.labels.slice(0, -1), series: chart.series.map((series) => ({ ...series, values: series.values.slice(0, -1) })) })} aria-label={t('removeRow')}>
          <Minus size={14} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button small" disabled={chart.labels.length >= MAX_LABELS} onClick={() => change({ ...chart, labels: [...chart.labels, `#${chart.labels.length + 1}`], series: chart.series.map((series) => ({ ...series, values: [...series.values, 0] })) })} aria-label={t('addRow')}>
          <Plus size={14} aria-hidden />
        </button>
        <span>{t('series')}</span>
        <button type="button" className="editor-icon-button small" disabled={chart.series.length <= 1} onClick={() => change({ ...chart, series: chart.series.slice(0, -1) })} aria-label={t('removeSeries')}>
          <Minus size={14} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button small" disabled={chart.series.length >= MAX_SERIES} onClick={() => change({ ...chart, series: [...chart.series, { name: t('seriesName', { n: chart.series.length + 1 }), values: chart.labels.map(() => 0) }] })} aria-label={t('addSeries')}>
          <Plus size={14} aria-hidden />
        </button>
      </div>
    </div>
  );
}
