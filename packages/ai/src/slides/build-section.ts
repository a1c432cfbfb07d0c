import { normalizeTree, type ContainerNode, type LayoutNode, type Page, type PageId, type Paragraph, type ParagraphRole } from '@folio/layout';
import { chartBlock, iconName, type BuildOptions } from './build-page.ts';
import { fit, fitAll } from './fit-text.ts';
import { column, content, paragraph, row, text } from './nodes.ts';
import type { ActionSpec, SectionSpec } from './section-spec.ts';

/**
 * Where a button leads when nothing better is known: the page itself, so the link works in
 * a share page and the person sees at once in the editor that it is theirs to set.
 */
const UNSET_LINK = '#';

/**
 * Padding of a section: a page is read, not projected, so text stays in a measure a reader
 * can follow (about 70 characters a line in the two-thirds column) and no block takes a
 * flexible share of the height: a section is as tall as what it shows, and never a band of
 * empty space (the frame only raises it to §9's 300).
 */
const PAD = 80;

/** A page section spec as a page: a valid layout tree whose node ids all start with the page id. */
export function buildSection(pageId: string, spec: SectionSpec, options: BuildOptions = {}): Page {
  const id = (name: string) => `${pageId}-${name}`;
  const style = options.style ?? {};
  const p = (role: ParagraphRole, value: string, list?: 'bullet' | 'ordered') => paragraph(role, value, style, list);
  const headline = (value: string, name = 'title') => content(id(name), text([p('headline', fit(value, 90))]), { minHeight: 'max-content' });
  const button = (action: ActionSpec, name: string) => content(id(name), { kind: 'button', label: fit(action.label, 60), url: action.url ?? UNSET_LINK, variant: 'primary' }, { minHeight: 'max-content', align: 'top' });
  // An empty paragraph carrying what belongs there: the editor shows it, no export draws it.
  const hinted = (role: ParagraphRole, hint: string): Paragraph => ({ ...p(role, ''), hint: hint.trim().slice(0, 300) });
  let layout: ContainerNode;

  switch (spec.layout) {
    case 'hero': {
      const copy: LayoutNode[] = [
        ...(spec.kicker ? [content(id('kicker'), text([p('caption', fit(spec.kicker, 80))]), { minHeight: 'max-content' })] : []),
        content(id('title'), text([p(spec.title.length <= 24 ? 'title' : 'headline', fit(spec.title, 90))]), { minHeight: 'max-content' }),
        ...(spec.subtitle || spec.hint ? [content(id('subtitle'), text([spec.subtitle ? p('subheadline', fit(spec.subtitle, 220)) : hinted('subheadline', spec.hint!)]), { minHeight: 'max-content' })] : []),
        ...(spec.action ? [button(spec.action, 'action')] : []),
      ];
      layout = row(id('root'), [
        column(id('copy'), copy, { gap: 24, padding: 0 }, { size: 2.4 }),
        content(id('icon'), { kind: 'shape', shape: 'icon', icon: iconName(spec.icon), strokeWidth: 0 }, { size: 1, minHeight: 240, align: 'middle' }),
      ], { gap: 56, padding: 96 });
      break;
    }
    case 'text': {
      const written = fitAll(spec.paragraphs, 8, 600).map((value) => p('normalText', value));
      const hints = (spec.hints ?? []).filter((hint) => hint.trim()).map((hint) => hinted('normalText', hint));
      const body = written.length > 0 ? written : hints.length > 0 ? hints : [p('normalText', '')];
      // Three quarters of the width: about 90 characters a line, a measure a reader follows without losing the line.
      const reading = content(id('body'), text(body), { size: 3, minHeight: 'max-content' });
      const aside = content(id('icon'), { kind: 'shape', shape: 'icon', icon: iconName(spec.icon), strokeWidth: 0 }, { size: 1, minHeight: 120, align: 'top' });
      layout = column(id('root'), [
        ...(spec.kicker ? [content(id('kicker'), text([p('caption', fit(spec.kicker, 60))]), { minHeight: 'max-content' })] : []),
        headline(spec.title),
        spec.icon ? row(id('body-row'), [reading, aside], { gap: 56, padding: 0 }) : reading,
      ], { gap: 24, padding: PAD });
      break;
    }
    case 'features': {
      const half = Math.ceil(spec.items.length / 2);
      const side = (name: string, items: ReadonlyArray<{ heading: string; text: string }>) =>
        content(id(name), text(items.flatMap((item) => [p('subheadline2', fit(item.heading, 80)), ...(item.text ? [p('normalText', fit(item.text, 400))] : [])])), { size: 1, minHeight: 'max-content' });
      const columns = [side('left', spec.items.slice(0, half)), ...(spec.items.length > 1 ? [side('right', spec.items.slice(half))] : [])];
      layout = column(id('root'), [headline(spec.title), row(id('body'), columns, { gap: 56, padding: 0 })], { gap: 32, padding: PAD });
      break;
    }
    case 'stats': {
      const stats = spec.stats.slice(0, 4);
      layout = column(id('root'), [
        headline(spec.title),
        row(id('stats'), stats.map((stat, index) =>
          column(id(`stat-${index + 1}`), [
            content(id(`stat-${index + 1}-value`), text([p('headline', fit(stat.value, 14))]), { minHeight: 'max-content' }),
            content(id(`stat-${index + 1}-label`), text([p('subheadline2', fit(stat.label, 90))]), { minHeight: 'max-content' }),
            ...(stat.detail ? [content(id(`stat-${index + 1}-detail`), text([p('caption', fit(stat.detail, 160))]), { minHeight: 'max-content' })] : []),
          ], { gap: 8, padding: 0 }, { size: 1 }),
        ), { gap: 40, padding: 0 }),
        ...(spec.caption ? [content(id('caption'), text([p('caption', fit(spec.caption, 200))]), { minHeight: 'max-content' })] : []),
      ], { gap: 32, padding: PAD });
      break;
    }
    case 'chart': {
      const chart = content(id('chart'), chartBlock(spec.chart), { size: 2, minHeight: 360 });
      const notes = fitAll(spec.bullets, 4, 300).map((bullet) => p('normalText', bullet, 'bullet'));
      layout = column(id('root'), [
        headline(spec.title),
        notes.length > 0 ? row(id('body'), [chart, content(id('notes'), text(notes), { size: 1, minHeight: 'max-content', align: 'middle' })], { gap: 48, padding: 0 }) : chart,
      ], { gap: 32, padding: PAD });
      break;
    }
    case 'table': {
      const width = Math.min(6, Math.max(...spec.rows.map((cells) => cells.length)));
      const rows = spec.rows.slice(0, 12).map((cells) => Array.from({ length: width }, (_, index) => fit(cells[index] ?? '', Math.floor(240 / width), true) || ' '));
      layout = column(id('root'), [
        headline(spec.title),
        content(id('table'), { kind: 'table', rows, headerRow: true, headerColumn: false }, { minHeight: 'max-content' }),
        ...(spec.caption ? [content(id('caption'), text([p('caption', fit(spec.caption, 200))]), { minHeight: 'max-content' })] : []),
      ], { gap: 24, padding: PAD });
      break;
    }
    case 'quote':
      layout = column(id('root'), [
        content(id('quote'), { kind: 'quote', sentence: fit(spec.sentence, 400), author: fit(spec.author, 60), address: fit(spec.address, 80), imgUrl: '', time: fit(spec.time, 30) }, { minHeight: 'max-content', align: 'middle' }),
      ], { gap: 24, padding: 120 });
      break;
    case 'faq': {
      const entry = (item: { question: string; answer: string }) => [p('subheadline2', fit(item.question, 200)), ...(item.answer ? [p('normalText', fit(item.answer, 400))] : [])];
      const half = spec.items.length > 3 ? Math.ceil(spec.items.length / 2) : spec.items.length;
      const columns = [spec.items.slice(0, half), spec.items.slice(half)].filter((items) => items.length > 0);
      layout = column(id('root'), [
        headline(spec.title),
        row(id('body'), columns.map((items, index) => content(id(`items-${index + 1}`), text(items.flatMap(entry)), { size: 1, minHeight: 'max-content' })), { gap: 56, padding: 0 }),
      ], { gap: 32, padding: PAD });
      break;
    }
    case 'cta':
      layout = column(id('root'), [
        content(id('rule'), { kind: 'divider', style: 'solid', thickness: 2 }, { minHeight: 'max-content' }),
        headline(spec.title),
        ...(spec.text.length > 0 || spec.hint ? [content(id('text'), text(spec.text.length > 0 ? fitAll(spec.text, 3, 400).map((line) => p('normalText', line)) : [hinted('normalText', spec.hint!)]), { minHeight: 'max-content' })] : []),
        button(spec.action, 'action'),
      ], { gap: 28, padding: 96 });
      break;
  }
  return { id: pageId as PageId, layout: normalizeTree(layout) };
}
