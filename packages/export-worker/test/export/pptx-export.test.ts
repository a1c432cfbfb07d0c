import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, test } from 'vitest';
import { contentNodes, type ProjectDocument } from '@folio/layout';
import { FONT_FACES, layoutText, toParagraphInputs } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { exportDocument, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { deckPath, FIXTURE_FILES, fixtureDeckNames, FIXTURES_DIR, type RgbaImage } from '../../src/fidelity/index.ts';
import { officeFaceOf } from '../../src/pptx/office-face.ts';
import { readEot } from './eot-reader.ts';
import { rasterisePdf, requireTools, schemaMessages, sofficeToPdf, tempDir } from './external-tools.ts';

/**
 * The PPTX of every fixture deck: real text boxes that break lines where the renderer
 * does, speaker notes, images stored once, and a file LibreOffice opens and draws.
 */
const XSD_DIR = join(FIXTURES_DIR, 'ooxml-xsd');

let renderer: NodeRenderer;
let work: string;
const decks = new Map<string, { doc: ProjectDocument; file: string; zip: Record<string, Uint8Array> }>();

beforeAll(async () => {
  renderer = await NodeRenderer.create();
  work = await tempDir('pptx');
  for (const name of fixtureDeckNames()) {
    const doc = await readDeckFile(deckPath(name));
    const { bytes } = await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES, renderer });
    const file = join(work, `${name}.pptx`);
    await writeFile(file, bytes);
    decks.set(name, { doc, file, zip: unzipSync(bytes) });
  }
}, 300_000);

describe('pptx export', () => {
  test('every text box breaks its lines where the renderer does', async () => {
    let boxes = 0;
    for (const [name, { doc, zip }] of decks) {
      const prepared = await renderer.prepare(doc, FIXTURE_FILES);
      for (const [index, page] of doc.pages.entries()) {
        const xml = strFromU8(zip[`ppt/slides/slide${index + 1}.xml`]!);
        const layout = prepared.layoutPage(index);
        for (const node of contentNodes(page.layout)) {
          if (node.content.kind !== 'text') continue;
          const where = `${name} slide ${index + 1} block ${node.id}`;
          const shape = shapeNamed(xml, node.id);
          expect(shape, `${where}: no text box`).toBeDefined();
          const text = layoutText(prepared.fonts, toParagraphInputs(prepared.theme, node.content.paragraphs), layout.boxes.get(node.id)!.width);
          // The renderer's lines by what they draw (list markers aside, PowerPoint draws its own bullets).
          const expected = text.lines.map((line) => letters(line.runs.filter((run) => !run.marker).map((run) => run.text).join('')));
          expect(boxLines(shape!).map(letters), where).toEqual(expected);
          boxes++;
        }
      }
    }
    expect(boxes).toBeGreaterThan(100);
  });

  test('a quote’s sentence, a diagram’s labels, a button’s caption: every text the other blocks draw is one text box breaking its lines where the renderer does', async () => {
    const kinds = new Set<string>();
    for (const [name, { doc, zip }] of decks) {
      const prepared = await renderer.prepare(doc, FIXTURE_FILES);
      for (const [index, page] of doc.pages.entries()) {
        const xml = strFromU8(zip[`ppt/slides/slide${index + 1}.xml`]!);
        const kindOf = new Map<string, string>(contentNodes(page.layout).map((node) => [node.id, node.content.kind]));
        const count = new Map<string, number>();
        for (const label of prepared.preparePage(index).labels) {
          const node = label.runs[0]!.node!;
          const kind = kindOf.get(node)!;
          if (kind === 'text' || kind === 'table' || kind === 'chart') continue;
          count.set(node, (count.get(node) ?? 0) + 1);
          const where = `${name} slide ${index + 1} ${kind} ${node}:${count.get(node)}`;
          const shape = shapeNamed(xml, `${node}:${count.get(node)}`);
          expect(shape, `${where}: no text box`).toBeDefined();
          const expected = label.layout.lines.map((line) => letters(line.runs.map((run) => run.text).join('')));
          expect(boxLines(shape!).map(letters), where).toEqual(expected);
          kinds.add(kind);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['button', 'diagram', 'image', 'quote', 'shape', 'video']);
  });

  test('a button opens its address from its pill, a text link from its words', () => {
    const xml = strFromU8(decks.get('every-block')!.zip['ppt/slides/slide12.xml']!);
    const words = (text: string) => shapes(xml).find((shape) => shape.includes(`<a:t>${text}</a:t>`))!;
    expect(words('Read the docs')).toMatch(/<a:rPr[^>]*u="sng"[^>]*>[\s\S]*<a:hlinkClick r:id="rId\d+"/);
    expect(words('Start free')).not.toContain('hlinkClick');
    const pills = shapes(xml).filter((shape) => shape.includes('prst="roundRect"') && shape.includes('<a:hlinkClick'));
    expect(pills.length).toBeGreaterThanOrEqual(2);
  });

  test('type is as large against its box as in the editor: a 50 px headline is 40 pt, its line spacing scaled alike', async () => {
    const { doc, zip } = decks.get('minimal')!;
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const node = contentNodes(doc.pages[0]!.layout).find((entry) => entry.id === 'min-1-hello')!;
    if (node.content.kind !== 'text') throw new Error('min-1-hello is a text block');
    const inputs = toParagraphInputs(prepared.theme, node.content.paragraphs);
    expect(inputs[0]!.spans[0]!.style.fontSize).toBe(50);
    const line = layoutText(prepared.fonts, inputs, prepared.layoutPage(0).boxes.get(node.id)!.width).lines[0]!;
    const shape = shapeNamed(strFromU8(zip['ppt/slides/slide1.xml']!), node.id)!;
    // Slides are 90 px to the inch, so 1 px is 0.8 pt; sizes are written in hundredths of a point.
    expect([...shape.matchAll(/<a:rPr\b[^>]*\bsz="(\d+)"/g)].map((match) => match[1])).toEqual(['4000']);
    expect(shape).toContain(`<a:lnSpc><a:spcPts val="${Math.round(line.height * 80)}"/></a:lnSpc>`);
  });

  test('speaker notes come from the project scripts', () => {
    const { doc, zip } = decks.get('deck-20')!;
    const notes = Object.entries(zip)
      .filter(([path]) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(path))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    const first = doc.scriptMap[doc.pages[0]!.id]![0]!.text;
    expect(notes).toContain(escapeXml(first.slice(0, 40)));
  });

  test('an image used on several slides is stored once', () => {
    const { zip } = decks.get('deck-20')!;
    const media = Object.keys(zip).filter((path) => path.startsWith('ppt/media/'));
    const contents = new Set(media.map((path) => Buffer.from(zip[path]!).toString('base64')));
    expect(media.length).toBe(contents.size);
    const targets = Object.entries(zip)
      .filter(([path]) => path.endsWith('.rels'))
      .flatMap(([, data]) => [...strFromU8(data).matchAll(/Target="\.\.\/(media\/[^"]+)"/g)].map((match) => `ppt/${match[1]}`));
    for (const target of targets) expect(zip[target], target).toBeDefined();
  });

  test('an 8 px pattern covering a 530 × 563 px frame is stored smoothed at the size it is drawn, so viewers show it soft as the editor does', () => {
    const { zip } = decks.get('edge-cases')!;
    const target = /Target="\.\.\/(media\/[^"]+)"/.exec(strFromU8(zip['ppt/slides/_rels/slide8.xml.rels']!))![1];
    // A PNG's width and height are the IHDR chunk's first two big-endian words.
    const header = Buffer.from(zip[`ppt/${target}`]!);
    expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([563, 563]);
  });

  test('tables and charts are PowerPoint tables and charts', () => {
    const { zip } = decks.get('tables-charts')!;
    const slides = Object.entries(zip).filter(([path]) => /^ppt\/slides\/slide\d+\.xml$/.test(path)).map(([, data]) => strFromU8(data));
    expect(slides.some((xml) => xml.includes('<a:tbl>'))).toBe(true);
    expect(Object.keys(zip).filter((path) => /^ppt\/charts\/chart\d+\.xml$/.test(path)).length).toBeGreaterThan(5);
  });

  test('the fonts the text names travel in the file, each the very face the editor draws with (CJK ones cut down)', async () => {
    const families = new Set<string>();
    const subsets = new Set<string>();
    for (const [name, { zip }] of decks) {
      const named = new Set(
        Object.entries(zip)
          .filter(([path]) => /^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/.test(path))
          .flatMap(([, data]) => [...strFromU8(data).matchAll(/<a:(?:latin|ea|cs) typeface="([^"]+)"/g)].map((match) => unescapeXml(match[1]!))),
      );
      const shipped = [...named].filter((family) => FONT_FACES.some((face) => officeFaceOf(face).typeface === family));
      const presentation = strFromU8(zip['ppt/presentation.xml']!);
      const listed = [...presentation.matchAll(/<p:font typeface="([^"]+)"\/>/g)].map((match) => unescapeXml(match[1]!));
      expect(listed.sort(), name).toEqual(shipped.sort());
      const rels = strFromU8(zip['ppt/_rels/presentation.xml.rels']!);
      for (const [id, family] of [...presentation.matchAll(/<p:embeddedFont><p:font typeface="([^"]+)"\/>(.*?)<\/p:embeddedFont>/g)].flatMap((match) =>
        [...match[2]!.matchAll(/r:id="([^"]+)"/g)].map((ref) => [ref[1]!, unescapeXml(match[1]!)] as const),
      )) {
        const target = rels.match(new RegExp(`Id="${id}" Type="[^"]+/font" Target="([^"]+)"`))?.[1];
        expect(target, `${name}: ${family}`).toBeDefined();
        const eot = readEot(zip[`ppt/${target}`]!);
        expect(eot.familyName, `${name}: ${target}`).toBe(family);
        const face = FONT_FACES.find((entry) => officeFaceOf(entry).typeface === family && entry.weight === eot.weight && entry.style === (eot.italic ? 'italic' : 'normal'))!;
        const whole = await readFontFile(face.file);
        // The CJK families (5–10 MB a face) go in cut down to the characters used; the rest whole.
        if (eot.flags === 1) expect(eot.font.length, `${name}: ${target}`).toBeLessThan(whole.length / 20);
        else expect(Buffer.from(eot.font).equals(Buffer.from(whole)), `${name}: ${target}`).toBe(true);
        if (eot.flags === 1) subsets.add(family);
        families.add(family);
      }
    }
    // The fixtures cover several theme families, and Chinese, Japanese and Korean.
    expect(families.size).toBeGreaterThanOrEqual(4);
    expect([...subsets].sort()).toEqual(expect.arrayContaining(['Noto Sans JP', 'Noto Sans KR', 'Noto Sans SC']));
  });

  test('runs of Arabic, Hebrew, Hindi and Thai name the Noto family the renderer draws those letters with', () => {
    const scripts = { 'Noto Sans Arabic': /\p{sc=Arab}/u, 'Noto Sans Hebrew': /\p{sc=Hebr}/u, 'Noto Sans Devanagari': /\p{sc=Deva}/u, 'Noto Sans Thai': /\p{sc=Thai}/u };
    const seen = new Set<string>();
    for (const [name, { zip }] of decks) {
      for (const [path, data] of Object.entries(zip)) {
        if (!/^ppt\/slides\/slide\d+\.xml$/.test(path)) continue;
        for (const [, properties, text] of strFromU8(data).matchAll(/<a:r><a:rPr\b[^>]*>([\s\S]*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/g)) {
          const families = Object.entries(scripts).filter(([, letters]) => letters.test(text!)).map(([family]) => family);
          if (!families.length) continue;
          // A run has one cs font: a run of Hebrew and Arabic gets the family of one of them.
          const named = properties!.match(/<a:cs typeface="([^"]+)"/)?.[1];
          expect(families, `${name} ${path}: ${text}`).toContain(named);
          seen.add(named!);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(scripts).sort());
  });

  test('weights 500, 600 and 800 are set in their own faces, which travel in the file', () => {
    const { zip } = decks.get('pptx-fidelity')!;
    const xml = strFromU8(zip['ppt/slides/slide1.xml']!);
    const faces = (id: string) => [...shapeNamed(xml, id)!.matchAll(/<a:rPr\b([^>]*)>.*?<a:latin typeface="([^"]+)"/g)].map((match) => `${match[2]}${/\sb="1"/.test(match[1]!) ? ' +bold' : ''}`);
    expect(new Set(faces('pf-weights-display'))).toEqual(new Set(['Poppins ExtraBold']));
    expect(new Set(faces('pf-weights-semibold'))).toEqual(new Set(['Poppins SemiBold']));
    expect(new Set(faces('pf-weights-medium'))).toEqual(new Set(['Poppins Medium']));
    const presentation = strFromU8(zip['ppt/presentation.xml']!);
    for (const family of ['Poppins ExtraBold', 'Poppins SemiBold', 'Poppins Medium']) expect(presentation).toContain(`<p:font typeface="${family}"/><p:regular r:id=`);
  });

  test('capitalized text reads as in the editor: every word after a hyphen or digit starts upper case', () => {
    const { zip } = decks.get('pptx-fidelity')!;
    expect(boxLines(shapeNamed(strFromU8(zip['ppt/slides/slide1.xml']!), 'pf-weights-capitalize')!)).toEqual(["Mcdonald-Smith, 3rd-Party O'neil Partners"]);
  });

  test('a single line never wraps and a wrapped box has room beyond the renderer’s line width', async () => {
    const { doc, zip } = decks.get('pptx-fidelity')!;
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const xml = strFromU8(zip['ppt/slides/slide1.xml']!);
    expect(shapeNamed(xml, 'pf-weights-display')).toContain('<a:bodyPr wrap="none"');
    const wrapped = shapeNamed(xml, 'pf-weights-medium')!;
    expect(wrapped).toContain('<a:bodyPr wrap="square"');
    const width = Number(/<a:ext cx="(\d+)"/.exec(wrapped)![1]);
    expect(width).toBeGreaterThan((prepared.layoutPage(0).boxes.get('pf-weights-medium')!.width * 914400) / 90);
  });

  test('a right-to-left table is mirrored and read right to left; rows are as tall as the renderer’s and wrapped cells keep its lines', async () => {
    const { doc, zip } = decks.get('pptx-fidelity')!;
    const xml = strFromU8(zip['ppt/slides/slide2.xml']!);
    const frame = (name: string) => xml.split('<p:graphicFrame>').find((part) => part.includes(`name="${name}"`))!;
    const rtl = frame('pf-tables-rtl');
    expect(rtl).toContain('<a:tblPr rtl="1"/>');
    for (const [, attributes] of rtl.matchAll(/<a:pPr\b([^>]*)>/g)) expect(attributes).toMatch(/rtl="1".*algn="r"/);
    expect(frame('pf-tables-wrapped')).not.toContain('rtl="1"');
    // Row heights add up to the table the renderer drew (its frame, the first rect of the block).
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const scene = prepared.scenePage(1, prepared.layoutPage(1));
    const drawn = scene.ops.find((op) => op.node === 'pf-tables-wrapped' && op.op === 'rect')!;
    const rows = [...frame('pf-tables-wrapped').matchAll(/<a:tr h="(\d+)"/g)].map((match) => Number(match[1]));
    expect(rows).toHaveLength(4);
    expect(Math.abs(rows.reduce((sum, h) => sum + h, 0) - (drawn.op === 'rect' ? drawn.height : 0) * (914400 / 90))).toBeLessThan(914400 / 90);
    // The long cell stays on the renderer's lines, one paragraph each.
    const cell = frame('pf-tables-wrapped').split('<a:tc>').find((part) => part.includes('The request is read'))!;
    expect(cell.split('<a:p>').length - 1).toBeGreaterThan(1);
  });

  test('charts carry the renderer’s scale, unit format, labels and fonts', () => {
    const { zip } = decks.get('pptx-fidelity')!;
    const charts = Object.entries(zip)
      .filter(([path]) => /^ppt\/charts\/chart\d+\.xml$/.test(path))
      .sort(([a], [b]) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
      .map(([, data]) => strFromU8(data));
    const [money, pie, arabicBars, arabicColumns] = charts as [string, string, string, string];
    // "$M" reads "$25M", a negative "−$12M"; the axis runs on the renderer's ticks.
    expect(money).toContain('formatCode="&quot;$&quot;#,##0&quot;M&quot;;&quot;−&quot;&quot;$&quot;#,##0&quot;M&quot;"');
    expect(money).toMatch(/<c:max val="30"\/><c:min val="-20"\/>/);
    expect(money).toContain('<c:majorUnit val="10"/>');
    // Category labels under the plot, not on the zero line between negative bars.
    expect(money.match(/<c:catAx>[\s\S]*?<\/c:catAx>/)![0]).toContain('<c:tickLblPos val="low"/>');
    expect(money).toContain('<c:showVal val="1"/>');
    expect(pie).toContain('<c:showPercent val="1"/>');
    for (const arabic of [arabicBars, arabicColumns]) expect(arabic).toContain('<a:cs typeface="Noto Sans Arabic"/>');
    // Mirrored: the bar chart's bars grow to the left; the column chart lists its categories
    // last first, left to right, so the first is on the right, its value axis on the right.
    expect(arabicBars.match(/<c:valAx>[\s\S]*?<\/c:valAx>/)![0]).toContain('<c:orientation val="maxMin"/>');
    expect(arabicColumns.match(/<c:catAx>[\s\S]*?<\/c:catAx>/)![0]).toContain('<c:orientation val="minMax"/>');
    expect(arabicColumns.match(/<c:valAx>[\s\S]*?<\/c:valAx>/)![0]).toContain('<c:crosses val="max"/>');
  });

  test('a chart’s legend lies in one band across the foot of its card as in the editor, and a pie’s disc and labels stand and read as the editor draws them', () => {
    const { doc, zip } = decks.get('deck-20')!;
    const legends = chartParts(zip).flatMap((chart) => {
      const legend = /<c:legend>[\s\S]*?<\/c:legend>/.exec(chart)?.[0];
      return legend ? [legend] : [];
    });
    const charted = doc.pages.flatMap((page) => contentNodes(page.layout)).filter((node) => node.content.kind === 'chart' && node.content.legend);
    expect(legends).toHaveLength(charted.length);
    for (const legend of legends) {
      const value = (name: string) => Number(new RegExp(`<c:${name} val="([^"]+)"/>`).exec(legend)![1]);
      expect(legend).toContain('<c:xMode val="edge"/>');
      expect([value('x'), value('w')]).toEqual([0, 1]);
      expect(value('y')).toBeGreaterThan(0.8);
      expect(value('y') + value('h')).toBeLessThanOrEqual(1.02);
    }
    // The editor centres the disc across its card; the plot area PowerPoint is given is the disc's own box.
    const pie = chartParts(zip).find((chart) => chart.includes('<c:pieChart>'))!;
    const plot = /<c:plotArea><c:layout>([\s\S]*?)<\/c:layout>/.exec(pie)![1]!;
    const at = (name: string) => Number(new RegExp(`<c:${name} val="([^"]+)"`).exec(plot)![1]);
    expect(at('x') + at('w') / 2).toBeCloseTo(0.5, 2);
    // Each share in the colour the editor writes it on its slice: dark on orange, light on blue.
    const labelColor = (index: number) => new RegExp(`<c:dLbl>\\s*<c:idx val="${index}"/>[\\s\\S]*?<a:srgbClr val="(\\w+)"`).exec(pie)![1];
    const lightness = (hex: string) => Math.min(...[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16))) / 255;
    expect(lightness(labelColor(4)!)).toBeGreaterThan(0.8);
    expect(lightness(labelColor(0)!)).toBeLessThan(0.4);
    // Without a legend the editor writes "R&D 38%" on one line where the slice holds it, else the share alone.
    const doughnut = chartParts(zip).find((chart) => chart.includes('<c:doughnutChart>'))!;
    const names = [...doughnut.matchAll(/<c:dLbl>[\s\S]*?<\/c:dLbl>/g)].map(([label]) => /<c:showCatName val="1"\/>[\s\S]*<c:separator> <\/c:separator>/.test(label));
    expect(names).toContain(true);
    expect(names).toContain(false);
  });

  test('a mirrored chart reads from the right as in the editor: categories, series and legend last first, so the first stands on the right', async () => {
    const { doc, zip } = decks.get('pptx-charts-pictures')!;
    const [columns, pie] = chartParts(zip).slice(2) as [string, string];
    const block = (id: string) => {
      const node = contentNodes(doc.pages[2]!.layout).find((entry) => entry.id === id)!;
      if (node.content.kind !== 'chart') throw new Error(`${id} is a chart`);
      return node.content;
    };
    const chart = block('pcp-arabic-columns');
    // PowerPoint lays out series (and their legend entries) in c:order and categories left to right.
    expect(seriesNames(columns)).toEqual(chart.series.map((series) => series.name).reverse());
    expect(categories(columns)).toEqual([...chart.labels].reverse());
    expect(columns.match(/<c:valAx>[\s\S]*?<\/c:valAx>/)![0]).toContain('<c:crosses val="max"/>');
    // A pie's legend lists its slices, which run counter-clockwise in the editor.
    expect(categories(pie)).toEqual([...block('pcp-arabic-pie').labels].reverse());
    // Every slice of the mirrored pie and doughnut holds its share, as in the editor.
    for (const [chart, id] of [[pie, 'pcp-arabic-pie'], [chartParts(zip)[4]!, 'pcp-arabic-doughnut']] as const) {
      const labels = [...chart.matchAll(/<c:dLbl>[\s\S]*?<\/c:dLbl>/g)].map(([label]) => label);
      expect(labels, id).toHaveLength(block(id).labels.length);
      expect(labels.filter((label) => label.includes('<c:delete val="1"/>')), id).toEqual([]);
    }
  });

  test('value labels the editor writes are shown, also where they read like a tick: a flat line of 5s on a 2–8 axis', () => {
    const flat = chartParts(decks.get('edge-cases')!.zip).find((chart) => seriesNames(chart).includes('Flat'))!;
    expect(flat).toContain('<c:lineChart>');
    expect(/<c:dLbls>[\s\S]*?<\/c:dLbls>/.exec(flat)![0]).toContain('<c:showVal val="1"/>');
  });

  test('chart numbers read as in the editor: 20K and $1.2M, and Arabic-Indic digits in an Arabic chart', () => {
    const { zip } = decks.get('pptx-charts-pictures')!;
    const [thousands, millions, arabic] = chartParts(zip) as [string, string, string];
    const axisFormat = (chart: string) => unescapeXml(/<c:valAx>[\s\S]*?<c:numFmt formatCode="([^"]+)"/.exec(chart)![1]!);
    const labelFormat = (chart: string) => unescapeXml(/<c:dLbls><c:numFmt formatCode="([^"]+)"/.exec(chart)![1]!);
    expect(axisFormat(thousands)).toBe('[>=999.95]0,"K";#,##0');
    expect(labelFormat(thousands)).toBe('0,"K"');
    expect(labelFormat(millions)).toBe('"$"0.0,,"M"');
    // The high byte of the locale picks the digits: 02 Arabic-Indic, for Arabic (0401).
    expect(axisFormat(arabic)).toBe('[>=999.95][$-2000401]0,"K";[$-2000401]#,##0');
    expect(labelFormat(arabic)).toBe('[$-2000401]0,"K"');
    const persian = chartParts(decks.get('rtl-numbers')!.zip)[0]!;
    expect(axisFormat(persian)).toMatch(/^\[\$-3000429\]#,##0;/);
  });

  test('a doughnut’s total sits in its hole as text in the editor’s font, size and colour', async () => {
    const { doc, zip } = decks.get('pptx-charts-pictures')!;
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const total = prepared.scenePage(2, prepared.layoutPage(2)).ops.find((op) => op.op === 'glyphs' && op.node === 'pcp-arabic-doughnut' && op.text === '٢٦٥');
    if (total?.op !== 'glyphs') throw new Error('the renderer writes 265 in the hole');
    const shape = shapes(strFromU8(zip['ppt/slides/slide3.xml']!)).find((part) => part.includes('<a:t>٢٦٥</a:t>'))!;
    expect(shape).toContain('algn="ctr"');
    expect(shape).toContain(`sz="${Math.round(total.fontSize * 80)}"`);
    expect(shape).toContain(`<a:srgbClr val="${total.color.replace('#', '').toUpperCase()}"/>`);
    const [, x, , cx] = /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)"/.exec(shape)!.map(Number) as number[];
    expect(Math.abs(x! + cx! / 2 - (total.x + total.width / 2) * (914400 / 90))).toBeLessThan(914400 / 90);
  });

  test('pictures keep their rounded and round corners, and a video card its gradients', async () => {
    const { doc, zip } = decks.get('pptx-charts-pictures')!;
    const xml = strFromU8(zip['ppt/slides/slide1.xml']!);
    // In the slide's order: three square portraits, the covered landscape, the contained pattern.
    const outlines = xml.split('<p:pic>').slice(1).map((picture) => picture.match(/<a:prstGeom[\s\S]*?<\/a:prstGeom>/)![0]);
    expect(outlines).toHaveLength(5);
    for (const outline of outlines.slice(0, 3)) expect(outline).toContain('prst="ellipse"');
    // A corner radius of 60 px on the covered landscape, adj = radius / shorter side × 100000.
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const clip = prepared.scenePage(0, prepared.layoutPage(0)).ops.find((op) => op.op === 'begin' && op.node === 'pcp-landscape');
    if (clip?.op !== 'begin' || !clip.clip) throw new Error('the renderer clips the landscape');
    expect(outlines[3]).toContain(`<a:gd name="adj" fmla="val ${Math.round((60 / Math.min(clip.clip.width, clip.clip.height)) * 100000)}"/>`);
    const gradients = [...xml.matchAll(/<a:gradFill rotWithShape="1"><a:gsLst>([\s\S]*?)<\/a:gsLst>/g)].map((match) => [...match[1]!.matchAll(/<a:srgbClr val="(\w+)"/g)].map((stop) => stop[1]));
    // The card's own gradient into the theme's seed colour, and the shade under its title.
    expect(gradients).toContainEqual(['1D1F27', 'E63946']);
    expect(gradients).toContainEqual(['000000', '000000']);
    expect(xml).toContain('<a:prstGeom prst="round2SameRect">');
  });

  test('each speaker note and each of its lines is a paragraph of its own, with no raw line feeds', () => {
    for (const name of ['pptx-fidelity', 'pptx-page-sections']) {
      const { doc, zip } = decks.get(name)!;
      const notes = strFromU8(zip['ppt/notesSlides/notesSlide1.xml']!);
      const texts = [...notes.matchAll(/<a:p><a:r><a:rPr[^>]*\/><a:t>([^<]*)<\/a:t>/g)].map((match) => unescapeXml(match[1]!));
      const lines = doc.scriptMap[doc.pages[0]!.id]!.flatMap((script) => script.text.split('\n'));
      expect(texts.filter((text) => lines.includes(text))).toEqual(lines);
      expect(notes).not.toMatch(/<a:t>[^<]*\n/);
    }
  });

  test('a page’s video cards keep their posters and open the video from the card, their titles not underlined links; a short section’s background reaches the slide’s foot', () => {
    const { zip } = decks.get('pptx-page-sections')!;
    const videos = strFromU8(zip['ppt/slides/slide2.xml']!);
    const pictures = videos.split('<p:pic>').slice(1);
    expect(pictures.filter((picture) => picture.includes('<a:hlinkClick'))).toHaveLength(2);
    for (const title of ['Product tour (3 min)', 'Intro clip']) {
      const shape = shapes(videos).find((part) => part.includes(`<a:t>${escapeXml(title)}</a:t>`))!;
      expect(shape, title).not.toContain('hlinkClick');
    }
    const slideHeight = Number(/<p:sldSz cx="\d+" cy="(\d+)"/.exec(strFromU8(zip['ppt/presentation.xml']!))![1]);
    const hero = strFromU8(zip['ppt/slides/slide1.xml']!);
    const background = hero.split('<p:pic>')[1]!;
    const [, y, cy] = /<a:off x="-?\d+" y="(-?\d+)"\/><a:ext cx="\d+" cy="(\d+)"\/>/.exec(background)!;
    expect(Number(y) + Number(cy)).toBeGreaterThanOrEqual(slideHeight - 914400 / 90);
  });

  test('every XML part of every PPTX is valid Office Open XML, so PowerPoint opens it without offering a repair', async () => {
    requireTools('xmllint');
    const bySchema = new Map<string, string[]>();
    const dir = await tempDir('ooxml');
    for (const [name, { zip }] of decks) {
      const types = strFromU8(zip['[Content_Types].xml']!);
      for (const [, part] of types.matchAll(/<Override PartName="\/([^"]+)"/g)) expect(zip[part!], `${name}: content type for a missing part ${part}`).toBeDefined();
      for (const [path, data] of Object.entries(zip)) {
        if (!/\.(xml|rels)$/.test(path) || path === 'docProps/core.xml') continue;
        const schema = partSchema(path);
        expect(schema, `${name}: no schema for ${path}`).toBeDefined();
        const file = join(dir, name, path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, data);
        bySchema.set(schema!, [...(bySchema.get(schema!) ?? []), file]);
      }
    }
    const errors: string[] = [];
    for (const [schema, files] of bySchema) {
      const messages = await schemaMessages(join(XSD_DIR, schema), files);
      // Office writes percentages as integers where the transitional schema spells "100%" (see fixtures/ooxml-xsd/README.md).
      errors.push(...messages.filter((line) => !line.endsWith(' fails to validate') && !/\[facet 'pattern'\] The value '\d+' is not accepted by the pattern '[^']*%'/.test(line)));
    }
    expect(errors.map((line) => line.replace(`${dir}/`, ''))).toEqual([]);
    expect([...bySchema.values()].flat().length).toBeGreaterThan(500);
  }, 120_000);

  test('LibreOffice opens every PPTX and draws every slide', async () => {
    requireTools('soffice', 'pdftoppm');
    const out = await tempDir('soffice');
    const { pdfs, log } = await sofficeToPdf([...decks.values()].map((deck) => deck.file), out);
    expect(log).not.toMatch(/error/i);
    for (const [[name, { doc }], pdf] of [...decks].map((entry, index) => [entry, pdfs[index]!] as const)) {
      const pages = await rasterisePdf(pdf, await tempDir(`soffice-${name}`));
      expect(pages, name).toHaveLength(doc.pages.length);
      pages.forEach((page, index) => expect(inkShare(page), `${name} slide ${index + 1} is blank`).toBeGreaterThan(0.002));
    }
  }, 600_000);
});

/** The chart parts of a package in the order the slides place them. */
function chartParts(zip: Record<string, Uint8Array>): string[] {
  return Object.entries(zip)
    .filter(([path]) => /^ppt\/charts\/chart\d+\.xml$/.test(path))
    .sort(([a], [b]) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
    .map(([, data]) => strFromU8(data));
}

/** A chart's series names in the order PowerPoint draws them and lists them in the legend. */
function seriesNames(chart: string): string[] {
  return [...chart.matchAll(/<c:ser>[\s\S]*?<c:order val="(\d+)"\/><c:tx>[\s\S]*?<c:v>([^<]*)<\/c:v>/g)].sort((a, b) => Number(a[1]) - Number(b[1])).map((match) => unescapeXml(match[2]!));
}

/** The category labels of a chart's first series. */
function categories(chart: string): string[] {
  const cat = /<c:cat>([\s\S]*?)<\/c:cat>/.exec(chart)![1]!;
  return [...cat.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((match) => unescapeXml(match[1]!));
}

/** The schema in fixtures/ooxml-xsd a package part is written to. */
function partSchema(path: string): string | undefined {
  if (path === '[Content_Types].xml') return 'opc/opc-contentTypes.xsd';
  if (path.endsWith('.rels')) return 'opc/opc-relationships.xsd';
  if (path === 'docProps/app.xml') return 'shared-documentPropertiesExtended.xsd';
  if (/^ppt\/charts\/chart\d+\.xml$/.test(path)) return 'dml-chart.xsd';
  if (/^ppt\/(theme\/theme\d+|tableStyles)\.xml$/.test(path)) return 'dml-main.xsd';
  if (/^ppt\/[^/]+(\/[^/]+)?\.xml$/.test(path)) return 'pml.xsd';
  return undefined;
}

/** The `<p:sp>` whose name is this block id. */
function shapeNamed(xml: string, name: string): string | undefined {
  return shapes(xml).find((shape) => shape.includes(`name="${escapeXml(name)}"`));
}

/** Each `<p:sp>`'s content, without what follows it. */
function shapes(xml: string): string[] {
  return xml
    .split('<p:sp>')
    .slice(1)
    .map((shape) => shape.slice(0, shape.indexOf('</p:sp>')));
}

/** A text box's lines: paragraphs, each cut at its soft breaks. */
function boxLines(shape: string): string[] {
  const body = shape.slice(shape.indexOf('<p:txBody>'), shape.indexOf('</p:txBody>'));
  return body
    .split(/<a:p>|<a:p /)
    .slice(1)
    .flatMap((paragraph) => paragraph.split('<a:br'))
    .map((line) => [...line.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => unescapeXml(match[1]!)).join(''))
    .filter((line, index, all) => line.length > 0 || index < all.length - 1);
}

/** Letters of a line, sorted: which characters sit on it, whatever order bidi draws them in. */
function letters(text: string): string {
  return [...text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '')].sort().join('');
}

/** Share of pixels that are not the page's most common colour. */
function inkShare({ data, width, height }: RgbaImage): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return 1 - Math.max(...counts.values()) / (width * height);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
