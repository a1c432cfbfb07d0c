import { normalizeTree, type BlockContent, type ContainerNode, type LayoutNode, type Page, type PageId, type ParagraphRole } from '@folio/layout';
import { BOX, statLabelChars } from './boxes.ts';
import { estimateLines, fit, fitAll, fitLines, widthOf } from './fit-text.ts';
import { column, content, hintParagraph, paragraph, row, text, type TextStyle } from './nodes.ts';
import type { ChartSpec, SlideSpec } from './slide-spec.ts';

/** Icons the renderer draws (fixtures/README.md); anything else falls back to the first. */
const ICONS = ['lightbulb', 'check', 'star', 'heart', 'rocket', 'chart', 'users', 'globe', 'shield', 'clock', 'target', 'mail', 'phone', 'map-pin', 'book', 'code', 'zap', 'leaf', 'trophy', 'arrow-right'];

/**
 * Budgets below are in Latin characters and were checked by rendering (see the composer
 * tests, which lay every slide out with the real renderer): a 56 px slide padding leaves
 * 1088 px, where a 50 px headline holds about 40 characters a line and 18 px body text about
 * 100; half-width columns hold about half.
 */
const PAD = 56;
const TITLE_CHARS = 70;

export interface BuildOptions {
  style?: TextStyle;
}

/** A slide spec as a page: a valid layout tree whose node ids all start with the page id. */
export function buildPage(pageId: string, spec: SlideSpec, options: BuildOptions = {}): Page {
  const id = (name: string) => `${pageId}-${name}`;
  const style = options.style ?? {};
  const p = (role: ParagraphRole, value: string, list?: 'bullet' | 'ordered') => paragraph(role, value, style, list);
  const headline = (value: string) => content(id('title'), text([p('headline', fit(value, TITLE_CHARS))]));
  let layout: ContainerNode;

  switch (spec.layout) {
    case 'title': {
      const big = widthOf(spec.title) <= 22;
      layout = row(id('root'), [
        column(id('copy'), [
          content(id('kicker'), text([p('caption', fit(spec.kicker ?? '', 60) || ' ')]), { size: 1, align: 'bottom' }),
          content(id('title'), text([p(big ? 'title' : 'headline', fit(spec.title, big ? 22 : 60))])),
          ...(spec.subtitle ? [content(id('subtitle'), text([p('subheadline', fit(spec.subtitle, 110))]))] : []),
          content(id('spacer'), text([p('caption', ' ')]), { size: 1 }),
        ], { gap: 16, padding: 0 }, { size: 1.6 }),
        content(id('icon'), { kind: 'shape', shape: 'icon', icon: iconName(spec.icon), strokeWidth: 0 }, { size: 1, minHeight: 240, align: 'middle' }),
      ], { gap: 48, padding: 72 });
      break;
    }
    case 'agenda':
      layout = column(id('root'), [
        row(id('body'), [
          content(id('title'), text([p('headline', fit(spec.title, 24))]), { size: 1 }),
          content(id('list'), text(fitAll(spec.items, 6, 44).map((item) => p('subheadline', item, 'ordered'))), { size: 2, align: 'middle' }),
        ], { gap: 48, padding: 0 }, { size: 1 }),
      ], { gap: 24, padding: 64 });
      break;
    case 'section':
      layout = column(id('root'), [
        content(id('kicker'), text([p('caption', fit(spec.kicker ?? ' ', 60))]), { size: 1, align: 'bottom' }),
        content(id('title'), text([p(widthOf(spec.title) <= 24 ? 'title' : 'headline', fit(spec.title, widthOf(spec.title) <= 24 ? 24 : 80))])),
        content(id('rule'), { kind: 'divider', style: 'solid', thickness: 4 }, { minHeight: 'max-content' }),
        content(id('space'), text([p('caption', ' ')]), { size: 1 }),
      ], { gap: 24, padding: 80 });
      break;
    case 'bullets': {
      // Hints are laid out as the text they stand for, so they get the same budget as bullets.
      const bullets = [
        ...fitLines(spec.bullets, spec.lead ? 4 : 5, spec.lead ? 120 : 150, 60, spec.lead ? 9 : 12).map((bullet) => p('normalText', bullet, 'bullet')),
        ...(spec.bullets.length === 0 ? fitLines(spec.hints ?? [], 5, 150, 60, 12).map((hint) => hintParagraph('normalText', hint, style, 'bullet')) : []),
      ];
      const body: LayoutNode[] = [
        column(id('copy'), [
          ...(spec.lead ? [content(id('lead'), text([p('subheadline2', fit(spec.lead, 130))]))] : []),
          content(id('bullets'), text(bullets)),
        ], { gap: 20, padding: 0 }, { size: 2 }),
        content(id('icon'), { kind: 'shape', shape: 'icon', icon: iconName(spec.icon), strokeWidth: 0 }, { size: 1, align: 'middle' }),
      ];
      layout = column(id('root'), [headline(spec.title), row(id('body'), body, { gap: 48, padding: 0 }, { size: 1 })], { gap: 32, padding: PAD });
      break;
    }
    case 'two-column': {
      const side = (name: string, part: { heading: string; bullets: string[] }) =>
        column(id(name), [
          ...(part.heading ? [content(id(`${name}-heading`), text([p('subheadline2', fit(part.heading, 40))]))] : []),
          content(id(`${name}-text`), text(fitLines(part.bullets, 4, 90, 45, 10).map((bullet) => p('normalText', bullet, 'bullet'))), { size: 1 }),
        ], { gap: 12, padding: 0 }, { size: 1 });
      layout = column(id('root'), [
        headline(spec.title),
        row(id('body'), [side('left', spec.left), side('right', spec.right)], { gap: 48, padding: 0 }, { size: 1 }),
      ], { gap: 32, padding: PAD });
      break;
    }
    case 'stats': {
      // Up to four figures side by side; five or six in two rows of three, as a report's figure page sets them.
      const stats = spec.stats.slice(0, 6);
      const perRow = stats.length > 4 ? 3 : stats.length;
      const labelChars = statLabelChars(stats.length);
      const tile = (stat: (typeof stats)[number], index: number) =>
        column(id(`stat-${index + 1}`), [
          content(id(`stat-${index + 1}-value`), text([p('headline', fit(stat.value, 10))]), { minHeight: 'max-content' }),
          content(id(`stat-${index + 1}-label`), text([p('subheadline2', fit(stat.label, labelChars))]), { minHeight: 'max-content' }),
          ...(stat.detail ? [content(id(`stat-${index + 1}-detail`), text([p('caption', fit(stat.detail, BOX.statDetail.chars))]), { minHeight: 'max-content' })] : []),
        ], { gap: 8, padding: 0 }, { size: 1 });
      const rows = Array.from({ length: Math.ceil(stats.length / perRow) }, (_, at) => stats.slice(at * perRow, at * perRow + perRow));
      const grid = rows.map((tiles, at) =>
        row(id(rows.length > 1 ? `stats-${at + 1}` : 'stats'), tiles.map((stat, index) => tile(stat, at * perRow + index)), { gap: 32, padding: 0 }, { size: 1 }),
      );
      // Two rows need the rule's room.
      layout = column(id('root'), [
        headline(spec.title),
        ...(grid.length > 1 ? [column(id('stats'), grid, { gap: 24, padding: 0 }, { size: 1 })] : [content(id('rule'), { kind: 'divider', style: 'solid', thickness: 2 }, { minHeight: 'max-content' }), ...grid]),
        ...(spec.caption ? [content(id('caption'), text([p('caption', fit(spec.caption, 150))]), { minHeight: 'max-content' })] : []),
      ], { gap: 24, padding: PAD });
      break;
    }
    case 'chart': {
      const chart = content(id('chart'), chartBlock(spec.chart), { size: 2 });
      const notes = fitLines(spec.bullets, 4, BOX.chartNotes.chars, BOX.chartNotes.perLine, BOX.chartNotes.maxLines).map((bullet) => p('normalText', bullet, 'bullet'));
      layout = column(id('root'), [
        headline(spec.title),
        notes.length > 0 ? row(id('body'), [chart, content(id('notes'), text(notes), { size: 1, align: 'middle' })], { gap: 40, padding: 0 }, { size: 1 }) : { ...chart, size: 1 },
      ], { gap: 24, padding: PAD });
      break;
    }
    case 'table': {
      const rows = fitTable(spec.rows);
      layout = column(id('root'), [
        headline(spec.title),
        content(id('table'), { kind: 'table', rows, headerRow: true, headerColumn: false }),
        ...(spec.caption ? [content(id('caption'), text([p('caption', fit(spec.caption, 150))]), { minHeight: 'max-content' })] : []),
      ], { gap: 24, padding: PAD });
      break;
    }
    case 'quote':
      layout = column(id('root'), [
        content(id('quote'), {
          kind: 'quote',
          sentence: fit(spec.sentence, 220),
          author: fit(spec.author, 60),
          address: fit(spec.address, 80),
          imgUrl: '',
          time: fit(spec.time, 30),
        }, { size: 1, align: 'middle' }),
      ], { gap: 24, padding: 96 });
      break;
    case 'closing': {
      const bullets = fitLines(spec.bullets, 4, BOX.closing.chars, BOX.closing.perLine, BOX.closing.maxLines).map((bullet) => p('normalText', bullet, 'bullet'));
      layout = column(id('root'), [
        content(id('title'), text([p(widthOf(spec.title) <= 20 ? 'title' : 'headline', fit(spec.title, widthOf(spec.title) <= 20 ? 20 : 60))]), { size: 1, align: 'bottom' }),
        ...(bullets.length > 0 ? [content(id('points'), text(bullets))] : []),
        content(id('caption'), text([p('caption', fit(spec.caption ?? ' ', 120))]), { size: 1, align: 'top' }),
      ], { gap: 24, padding: 80 });
      break;
    }
  }
  // Optional parts (a lead, a caption) can leave a column with one child: normalising folds it away.
  return { id: pageId as PageId, layout: normalizeTree(layout) };
}

/** An icon the renderer draws: `wanted` when it is one, else the first. */
export function iconName(wanted: string | undefined): string {
  return wanted && ICONS.includes(wanted) ? wanted : ICONS[0]!;
}

/**
 * A table that fits a slide: at most 8 rows and 6 columns, cells cut so that a row stays on
 * one or two lines. Wider tables keep their first columns; the caption says the rest is in
 * the source.
 */
function fitTable(rows: string[][]): string[][] {
  const width = Math.min(6, Math.max(...rows.map((each) => each.length)));
  const cellChars = Math.floor(150 / width);
  const perLine = Math.floor(110 / width);
  // Rows are kept while their estimated height (tallest cell's lines) fits the space under the title.
  const out: string[][] = [];
  let lines = 0;
  for (const each of rows.slice(0, 8)) {
    const cells = Array.from({ length: width }, (_, index) => fit(each[index] ?? '', cellChars, true) || ' ');
    const tallest = Math.max(...cells.map((cell) => estimateLines(cell, perLine)));
    if (out.length > 0 && lines + tallest + 1 > TABLE_LINES) break;
    out.push(cells);
    lines += tallest + 1;
  }
  return out;
}

/** Table lines (a row's padding counts as one) that fit under a slide title at the themes' table sizes. */
const TABLE_LINES = 17;

/** A chart spec as a chart block, its words cut to what the chart's title, labels and legend hold. */
export function chartBlock(chart: ChartSpec): BlockContent {
  return {
    kind: 'chart',
    chartType: chart.chartType,
    ...(chart.title ? { title: fit(chart.title, 60, true) } : {}),
    labels: chart.labels.map((label) => fit(label, 24, true)),
    series: chart.series.map((series) => ({ name: fit(series.name, 40, true), values: series.values })),
    legend: chart.series.length > 1 || chart.chartType === 'pie' || chart.chartType === 'doughnut',
    stacked: false,
    ...(chart.unit ? { unit: chart.unit } : {}),
  };
}
