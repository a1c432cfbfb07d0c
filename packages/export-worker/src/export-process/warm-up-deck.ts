import { ProjectDocument } from '@folio/layout';
import { DEFAULT_THEME_ID } from '@folio/renderer';

/** One slide: a headline over `blocks` side by side. */
function slide(id: string, headline: string, blocks: readonly object[], background?: object) {
  return {
    id,
    ...(background ? { background } : {}),
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

const paragraph = (role: string, text: string) => ({ role, spans: [{ text }] });
const item = (kind: 'bullet' | 'ordered', text: string, role = 'normalText') => ({ role, spans: [{ text }], list: { kind, level: 0 } });
const text = (...paragraphs: object[]) => ({ kind: 'text', paragraphs });
/** A remote image is refused before any file is read or decoded: it draws as a placeholder, as a server's export draws a picture it does not hold. */
const PICTURE = 'https://example.com/warm-up.jpg';

/**
 * What a process started ahead of the first export exports first, to nowhere: slides of the
 * default theme holding every kind of block a deck draws and the variants that take code of
 * their own (each text role, lists and marks; typographic punctuation, which takes the
 * grapheme segmenter; every chart type; tables with and without a header column; flow, tree
 * and cycle diagrams with an edge label; icons and shapes; a quote with its picture; a video's poster; cropped
 * pictures and a picture background under an overlay). The renderer, HarfBuzz, the theme's
 * fonts, the PDF writer and the code that lays out, shapes and draws each kind of block are
 * made, compiled and optimised by a first export, so this one does it before anyone waits.
 * Loading the modules alone left the first export ≈ 4× a warm one; one pass over four slides
 * of the common blocks still left a first PDF of deck-20 ≈ 2× the CPU of the next: V8
 * compiles HarfBuzz's WebAssembly a function at a time as text first reaches it, and
 * optimises JavaScript and WebAssembly only once they have run a while; and the tree and
 * cycle diagrams, a bold subheadline's face and '—' were new to it.
 */
const WARM_UP_SOURCE = {
  kind: 'presentation',
  title: 'Warm-up',
  themeId: DEFAULT_THEME_ID,
  pages: [
    {
      id: 'cover',
      layout: {
        id: 'cover-root',
        type: 'row',
        config: { gap: 48, padding: 64 },
        children: [
          {
            id: 'cover-copy',
            type: 'column',
            size: 1.2,
            config: { gap: 16, padding: 0 },
            children: [
              { id: 'cover-kicker', type: 'content', size: 1, align: 'bottom', content: text(paragraph('caption', 'ANNUAL PLAN · 2027')) },
              { id: 'cover-title', type: 'content', content: text(paragraph('display', 'Northwind Studio')) },
              { id: 'cover-sub', type: 'content', content: text(paragraph('subheadline', 'From sketches to shipping — what we’ll build, and why it’s worth it')) },
              { id: 'cover-by', type: 'content', size: 1, align: 'top', content: text(paragraph('caption', 'Jonas Weber, COO · 3 March 2027')) },
            ],
          },
          { id: 'cover-picture', type: 'content', size: 1, content: { kind: 'image', src: PICTURE, alt: 'A workshop', fit: 'cover', crop: { x: 0, y: 0.2, width: 1, height: 0.6 } } },
        ],
      },
    },
    slide('agenda', 'Agenda', [
      text(item('ordered', 'Where we stand', 'subheadline'), item('ordered', 'What customers told us', 'subheadline'), item('ordered', 'The plan and its cost', 'subheadline')),
      text(
        { role: 'subheadline2', spans: [{ text: 'In short: ', marks: { bold: true } }, { text: 'each part ends with the decision we need from you.' }] },
        paragraph('normalText', 'Questions are welcome throughout; the appendix holds the detail.'),
        paragraph('link', 'Open the appendix'),
      ),
    ]),
    slide('text', 'Quarterly review', [
      text(
        paragraph('title', 'Revenue, costs and hiring'),
        {
          role: 'normalText',
          spans: [
            { text: 'Revenue grew ' },
            { text: '12 %', marks: { bold: true } },
            { text: ' while costs stayed flat, so the margin widened for the ' },
            { text: 'third quarter running', marks: { italic: true } },
            { text: ' (see the ' },
            { text: 'full report', marks: { link: 'https://example.com/report', underline: true } },
            { text: ').' },
          ],
        },
        item('bullet', 'Hire two engineers'),
        item('bullet', 'Open the Lisbon office'),
        item('ordered', 'Close the books by the 5th'),
        item('ordered', 'Review pricing in March'),
        paragraph('caption', 'Figures are unaudited · Q3 FY2026 — “final” in April…'),
      ),
      { kind: 'image', src: PICTURE, alt: 'A photograph', fit: 'cover' },
    ]),
    slide('section', 'Part one: the year behind us', [text(paragraph('subheadline2', 'Growth, churn and what changed our mind'))], { image: PICTURE, overlay: 'rgba(255,255,255,0.55)' }),
    slide('numbers', 'Where the money went', [
      { kind: 'chart', chartType: 'column', title: 'Bookings per quarter', labels: ['Q1', 'Q2', 'Q3', 'Q4'], series: [{ name: 'New', values: [1.2, 1.5, 1.7, 2.1] }, { name: 'Renewals', values: [0.7, 0.8, 1, 1.2] }], legend: true, stacked: true, unit: '$M' },
      { kind: 'chart', chartType: 'pie', labels: ['People', 'Cloud', 'Travel', 'Other'], series: [{ name: 'Spend', values: [52, 23, 9, 16] }], legend: true, stacked: false, unit: '%' },
      { kind: 'chart', chartType: 'line', title: 'Customers', labels: ['2023', '2024', '2025', '2026'], series: [{ name: 'Active', values: [120, 180, 260, 340] }, { name: 'Trial', values: [40, 55, 70, 90] }], legend: true, stacked: false, unit: '' },
      { kind: 'chart', chartType: 'doughnut', labels: ['North', 'South', 'West'], series: [{ name: 'Regions', values: [45, 30, 25] }], legend: false, stacked: false, unit: '%' },
    ]),
    slide('trends', 'How the year went', [
      { kind: 'chart', chartType: 'bar', title: 'Tickets by team', labels: ['Support', 'Billing', 'Platform', 'Mobile', 'Web'], series: [{ name: 'Opened', values: [310, 140, 95, 120, 180] }, { name: 'Closed', values: [290, 150, 80, 110, 175] }], legend: true, stacked: false, unit: '' },
      { kind: 'chart', chartType: 'area', title: 'Monthly active users', labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], series: [{ name: 'Web', values: [8.1, 8.4, 9, 9.6, 10.2, 10.9, 11.5, 12.3] }, { name: 'Mobile', values: [3.2, 3.5, 4.1, 4.4, 5, 5.8, 6.1, 6.9] }], legend: true, stacked: true, unit: 'k' },
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
          { from: 'build', to: 'ship', label: 'weekly' },
        ],
      },
      { kind: 'shape', shape: 'icon', icon: 'rocket', strokeWidth: 0 },
    ]),
    slide('team', 'Who does what', [
      {
        kind: 'diagram',
        layout: 'tree',
        direction: 'vertical',
        nodes: [
          { id: 'lead', label: 'Studio lead', shape: 'rect' },
          { id: 'design', label: 'Design', shape: 'rounded' },
          { id: 'code', label: 'Engineering', shape: 'rounded' },
          { id: 'ops', label: 'Operations', shape: 'rounded' },
          { id: 'brand', label: 'Brand', shape: 'rounded' },
          { id: 'apps', label: 'Apps & web', shape: 'rounded' },
          { id: 'infra', label: 'Infrastructure', shape: 'rounded' },
        ],
        edges: [
          { from: 'lead', to: 'design' },
          { from: 'lead', to: 'code' },
          { from: 'lead', to: 'ops' },
          { from: 'design', to: 'brand' },
          { from: 'code', to: 'apps' },
          { from: 'code', to: 'infra' },
        ],
      },
      {
        kind: 'diagram',
        layout: 'cycle',
        direction: 'horizontal',
        nodes: [
          { id: 'ask', label: 'Ask', shape: 'ellipse' },
          { id: 'try', label: 'Try', shape: 'ellipse' },
          { id: 'judge', label: 'Judge', shape: 'diamond' },
          { id: 'keep', label: 'Keep', shape: 'ellipse' },
        ],
        edges: [
          { from: 'ask', to: 'try' },
          { from: 'try', to: 'judge' },
          { from: 'judge', to: 'keep' },
          { from: 'keep', to: 'ask' },
        ],
      },
    ]),
    slide('risks', 'What could go wrong', [
      {
        kind: 'table',
        rows: [
          ['Risk', 'Why it matters', 'Likelihood', 'What we do'],
          ['The launch slips', 'The spring campaign is booked around it', 'Medium', 'Freeze the scope in January; ship the rest in a second release'],
          ['One client is half the revenue', 'Losing it would undo the year', 'Low', 'Two new accounts a quarter — each under 15 % of revenue'],
          ['Hiring takes longer', 'Seven of the nine roles are senior', 'High', 'Referral bonus and a second office'],
        ],
        headerRow: true,
        headerColumn: false,
        columnWidths: [1.2, 1.8, 0.9, 2.2],
      },
    ]),
    slide('voices', 'What customers say', [
      { kind: 'quote', sentence: 'It is the first report our managers open every Monday — before their e-mail.', author: 'Ada Moreno', address: 'Head of Operations, Lumen Freight', imgUrl: PICTURE, time: 'June 2026' },
      { kind: 'divider', style: 'dashed', thickness: 2 },
      { kind: 'button', label: 'Read the plan', url: 'https://example.com/plan', variant: 'primary' },
      { kind: 'video', url: 'https://example.com/launch.mp4', provider: 'file', poster: PICTURE, title: 'The launch film' },
    ]),
    slide('close', 'Three things to remember', [
      { kind: 'shape', shape: 'icon', icon: 'check', fill: '#2a9d8f', strokeWidth: 0 },
      text(paragraph('subheadline', 'Ship in spring'), paragraph('normalText', 'One release, no add-ons.')),
      { kind: 'shape', shape: 'star', fill: '#e9c46a', strokeWidth: 0, label: 'New' },
      { kind: 'button', label: 'Ask a question', url: 'https://example.com/ask', variant: 'secondary' },
    ]),
  ],
  scriptMap: {},
};

/**
 * How many times a warm-up exports the deck. V8 goes on optimising for several passes: the
 * export process's CPU for an instance's first PDF of deck-20, 3 s after signing in, was a
 * median 331 ms after three passes (five instances), 334–455 ms after five (three), 189 ms
 * after eight (five) and 223–310 ms after twelve (three); export/post to done, 333 ms after
 * three and 221 ms after eight. Eight still left the PDF backend's per-run code (glyphTexts,
 * pushText, the font table's `use`) to be optimised during the first job (`--trace-opt`): 16
 * functions then against 5 after 24 passes. The first PDF of deck-20, export/post to done
 * (five instances each, one run): 158 ms after eight passes, 109 ms after 24, 104 ms after
 * 32; each pass costs ≈ 45 ms, and the warm-up's process was busy until 1.5–1.6 s after it
 * started with eight, 2.0–2.3 s with 24.
 */
export const WARM_UP_PASSES = 24;

/** The keys of the strings a deck draws; ids, kinds, colours and sources stay as they are. */
const DRAWN = new Set(['text', 'label', 'labels', 'title', 'sentence', 'author', 'address', 'time', 'name', 'rows']);

/**
 * The warm-up deck of pass `pass`: after the first, every string it draws ends in the pass's
 * number, so each pass shapes its text again instead of finding it in the shaping cache, and
 * warms the code rather than the cache. No deck's text is the same, so no deck finds it either.
 */
export function warmUpDeck(pass: number): ProjectDocument {
  const marked = (value: unknown): unknown => (typeof value === 'string' ? value && `${value} ${pass}` : Array.isArray(value) ? value.map(marked) : value);
  return ProjectDocument.parse(pass === 0 ? WARM_UP_SOURCE : JSON.parse(JSON.stringify(WARM_UP_SOURCE), (key, value: unknown) => (DRAWN.has(key) ? marked(value) : value)));
}
