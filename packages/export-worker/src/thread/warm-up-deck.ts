import { ProjectDocument } from '@folio/layout';
import { DEFAULT_THEME_ID } from '@folio/renderer';

/** One slide: a headline over `blocks` side by side. */
function slide(id: string, headline: string, blocks: readonly object[]) {
  return {
    id,
    layout: {
      id: `${id}-root`,
      type: 'column',
      config: { gap: 24, padding: 56 },
      children: [
        { id: `${id}-headline`, type: 'content', content: { kind: 'text', paragraphs: [{ role: 'headline', spans: [{ text: headline }] }] } },
        { id: `${id}-row`, type: 'row', config: { gap: 32, padding: 0 }, children: blocks.map((content, index) => ({ id: `${id}-${index}`, type: 'content', size: 1, content })) },
      ],
    },
  };
}

const paragraph = (text: string) => ({ role: 'normalText', spans: [{ text }] });
const item = (kind: 'bullet' | 'ordered', text: string) => ({ role: 'normalText', spans: [{ text }], list: { kind, level: 0 } });

/**
 * What a thread started ahead of the first export exports first, to nowhere: a few slides of
 * the default theme holding every kind of block a deck draws (text and lists, table, the
 * charts, diagram, icon, quote, divider, button, image). Loading the modules alone left the
 * first export ≈ 4× a warm one, and a one-slide warm-up (title, paragraph, list) still ≈ 6×
 * the CPU of a warm export of deck-20: the renderer, HarfBuzz, the theme's fonts, the PDF
 * writer and the code that lays out, shapes and draws each kind of block are made, compiled
 * and optimised by a first export, so this one does it before anyone waits. The text differs
 * from any deck's, so it warms the code, not the shaping cache.
 */
export const WARM_UP_DECK = ProjectDocument.parse({
  kind: 'presentation',
  title: 'Warm-up',
  themeId: DEFAULT_THEME_ID,
  pages: [
    slide('text', 'Quarterly review', [
      {
        kind: 'text',
        paragraphs: [
          { role: 'title', spans: [{ text: 'Revenue, costs and hiring' }] },
          paragraph('Revenue grew 12 % while costs stayed flat, so the margin widened for the third quarter running.'),
          item('bullet', 'Hire two engineers'),
          item('bullet', 'Open the Lisbon office'),
          item('ordered', 'Close the books by the 5th'),
          item('ordered', 'Review pricing in March'),
          { role: 'caption', spans: [{ text: 'Figures are unaudited · Q3 FY2026' }] },
        ],
      },
      // A remote image is refused before any file is read or decoded: it draws as a placeholder.
      { kind: 'image', src: 'https://example.com/warm-up.jpg', alt: 'A photograph', fit: 'cover' },
    ]),
    slide('numbers', 'Where the money went', [
      { kind: 'chart', chartType: 'column', title: 'Bookings per quarter', labels: ['Q1', 'Q2', 'Q3', 'Q4'], series: [{ name: 'New', values: [1.2, 1.5, 1.7, 2.1] }, { name: 'Renewals', values: [0.7, 0.8, 1, 1.2] }], legend: true, stacked: true, unit: '$M' },
      { kind: 'chart', chartType: 'pie', labels: ['People', 'Cloud', 'Travel', 'Other'], series: [{ name: 'Spend', values: [52, 23, 9, 16] }], legend: true, stacked: false, unit: '%' },
      { kind: 'chart', chartType: 'line', title: 'Customers', labels: ['2023', '2024', '2025', '2026'], series: [{ name: 'Active', values: [120, 180, 260, 340] }, { name: 'Trial', values: [40, 55, 70, 90] }], legend: true, stacked: false, unit: '' },
      { kind: 'chart', chartType: 'doughnut', labels: ['North', 'South', 'West'], series: [{ name: 'Regions', values: [45, 30, 25] }], legend: false, stacked: false, unit: '%' },
    ]),
    slide('plan', 'How we get there', [
      { kind: 'table', rows: [['', 'Now', 'Next'], ['Teams', '4', '6'], ['Offices', '1', '2'], ['Price', '$30', '$36']], headerRow: true, headerColumn: true, columnWidths: [1.4, 1, 1] },
      {
        kind: 'diagram',
        layout: 'flow',
        direction: 'horizontal',
        nodes: [
          { id: 'plan', label: 'Plan', shape: 'rounded' },
          { id: 'build', label: 'Build', shape: 'rounded' },
          { id: 'ship', label: 'Ship', shape: 'rounded' },
        ],
        edges: [
          { from: 'plan', to: 'build' },
          { from: 'build', to: 'ship' },
        ],
      },
      { kind: 'shape', shape: 'icon', icon: 'rocket', strokeWidth: 0 },
    ]),
    slide('voices', 'What customers say', [
      { kind: 'quote', sentence: 'It is the first report our managers open every Monday.', author: 'Ada Moreno', address: 'Head of Operations', time: 'June 2026' },
      { kind: 'divider', style: 'solid', thickness: 2 },
      { kind: 'button', label: 'Read the plan', url: 'https://example.com/plan', variant: 'primary' },
    ]),
  ],
  scriptMap: {},
});
