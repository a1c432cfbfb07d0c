/**
 * Writes the reference documents under fixtures/references/ that the extractors and the
 * composer are tested on. Run from the repository root:
 *
 *   pnpm --filter @folio/ai exec tsx scripts/generate-references.ts
 *
 * Everything is built from the texts in report-content.ts with fixed dates and no random
 * input, so a re-run writes the same documents.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { CHAPTERS, MONTHLY, REPORT_SUBTITLE, REPORT_TITLE } from './report-content.ts';

const OUT = fileURLToPath(new URL('../../../fixtures/references/', import.meta.url));
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

async function writePdf(): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${REPORT_TITLE} — ${REPORT_SUBTITLE}`);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setProducer('folio fixtures');
  pdf.setCreator('folio fixtures');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [300, 400, 32];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - margin;
  };
  const line = (text: string, font: PDFFont, size: number, x = margin) => {
    if (y - size < margin) newPage();
    page.drawText(text, { x, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= size * 1.45;
  };
  const paragraph = (text: string, font: PDFFont, size: number) => {
    let current = '';
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - 2 * margin) {
        line(current, font, size);
        current = word;
      } else current = next;
    }
    if (current) line(current, font, size);
    y -= size * 0.6;
  };
  const table = (rows: string[][]) => {
    const size = 8;
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => bold.widthOfTextAtSize(row[column]!, size))));
    const gap = (width - 2 * margin - widths.reduce((sum, each) => sum + each, 0)) / (widths.length - 1);
    for (const [index, row] of rows.entries()) {
      if (y - 14 < margin) newPage();
      let x = margin;
      row.forEach((cell, column) => {
        page.drawText(cell, { x, y: y - size, size, font: index === 0 ? bold : regular });
        x += widths[column]! + gap;
      });
      y -= 14;
    }
    y -= 10;
  };

  y = height / 2 + 40;
  // The title is set on two lines, as covers often are: the extractor must join them into one heading.
  for (const part of REPORT_TITLE.split(/ (?=Cooperative)/)) line(part, bold, 24);
  line(REPORT_SUBTITLE, regular, 16);
  newPage();
  line('Contents', bold, 18);
  y -= 6;
  for (const chapter of CHAPTERS) line(chapter.heading, regular, 11);
  for (const chapter of CHAPTERS) {
    newPage();
    line(chapter.heading, bold, 18);
    y -= 4;
    for (const block of chapter.blocks) {
      if ('sub' in block) line(block.sub, bold, 14);
      else if ('text' in block) paragraph(block.text, regular, 12);
      else table(block.table);
    }
  }
  newPage();
  line('Appendix: members by month', bold, 18);
  y -= 4;
  table(MONTHLY);
  console.log(`report text fills ${pdf.getPageCount()} pages`);
  while (pdf.getPageCount() < 20) {
    newPage();
    line('Notes', bold, 14);
    paragraph('This page is intentionally left for members\u2019 notes at the annual general meeting.', regular, 11);
  }
  writeFileSync(`${OUT}annual-report.pdf`, await pdf.save({ useObjectStreams: false }));
  console.log(`annual-report.pdf: ${pdf.getPageCount()} pages`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A docx by hand: the smallest package Word and mammoth accept, with real heading styles. */
function writeDocx(): void {
  const paragraph = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p></w:tc>`;
  const body = [
    paragraph('Harbour Library Makerspace', 'Title'),
    paragraph('Project proposal for the community fund, 2026'),
    paragraph('Why a makerspace', 'Heading1'),
    paragraph('The harbour library already lends 48,000 books a year, but young people tell us they want somewhere to build things. A makerspace with 3D printers, sewing machines and a repair bench would give them that place.'),
    paragraph('In a survey of 420 library users, 68% said they would use a makerspace at least once a month.'),
    paragraph('What we will build', 'Heading1'),
    paragraph('The space will take over the old reading room on the first floor. It will open four evenings a week and on Saturdays, run by two part-time staff and a rota of volunteers.'),
    paragraph('Equipment', 'Heading2'),
    paragraph('We will buy three 3D printers, four sewing machines, a laser cutter with a safety enclosure and a full set of hand tools.'),
    paragraph('Budget', 'Heading1'),
    paragraph('The total cost for the first year is $86,000, of which we ask the community fund for $40,000.'),
    `<w:tbl>${[['Item', 'Cost ($)'], ['Equipment', '31,000'], ['Fit-out of the room', '22,000'], ['Staff (part-time)', '28,000'], ['Materials', '5,000']]
      .map((row) => `<w:tr>${row.map(cell).join('')}</w:tr>`)
      .join('')}</w:tbl>`,
    paragraph('What success looks like', 'Heading1'),
    paragraph('By the end of the first year we expect 2,500 visits and 60 workshops, and at least 30 volunteers trained to supervise the machines.'),
  ].join('');
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/></w:style>`;
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${style('Title', 'Title')}${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}</w:styles>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  };
  const mtime = FIXED_DATE;
  writeFileSync(`${OUT}makerspace-proposal.docx`, zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]]))));
}

async function writePptx(): Promise<void> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = 'Sea Scouts Summer Camp';
  const slide = (title: string, lines: string[], notes?: string) => {
    const s = pptx.addSlide();
    s.addText(title, { x: 0.5, y: 0.4, w: 12, h: 1, fontSize: 36, bold: true });
    if (lines.length > 0) s.addText(lines.map((text) => ({ text, options: { bullet: true, breakLine: true } })), { x: 0.5, y: 1.6, w: 12, h: 5, fontSize: 20 });
    if (notes) s.addNotes(notes);
    return s;
  };
  slide('Sea Scouts Summer Camp 2026', ['Twelve days on Gull Island, 3 to 14 August'], 'Welcome parents and scouts.');
  slide('Why we go', ['Sailing, navigation and first aid in real conditions', 'Every scout leads a crew for at least one day', 'Last year 94% of scouts said camp was the best part of their year']);
  slide('What it costs', ['The full camp costs $640 per scout', 'Bursaries cover up to 75% for 18 families', 'Fundraising raised $9,200 last year']);
  const table = slide('Daily plan', []);
  table.addTable(
    [['Time', 'Activity'], ['07:30', 'Breakfast and kit check'], ['09:00', 'Sailing in crews'], ['13:00', 'Lunch on the beach'], ['15:00', 'Skills: knots, maps, first aid'], ['19:30', 'Campfire']].map((row) => row.map((text) => ({ text }))),
    { x: 0.5, y: 1.6, w: 8, fontSize: 16 },
  );
  slide('Next steps', ['Register by 1 May', 'Kit list and medical form in the parents\u2019 pack', 'Questions: camp@harbourscouts.example']);
  const data = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  writeFileSync(`${OUT}summer-camp.pptx`, normaliseZip(data));
}

/** pptxgenjs stamps the current time into the zip and docProps: rewrite both so the file is reproducible. */
function normaliseZip(data: Uint8Array): Uint8Array {
  const entries = unzipSync(data);
  const core = entries['docProps/core.xml'];
  if (core) {
    entries['docProps/core.xml'] = strToU8(new TextDecoder().decode(core).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '2026-01-15T09:00:00Z'));
  }
  return zipSync(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, [bytes, { mtime: FIXED_DATE }]])));
}

async function writeXlsx(): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.created = FIXED_DATE;
  book.modified = FIXED_DATE;
  book.creator = 'folio fixtures';
  const budget = book.addWorksheet('Budget 2026');
  budget.addRows([
    ['Department', 'Budget ($)', 'Spent to date ($)', 'Share (%)'],
    ['Generation', 4200000, 1100000, 38],
    ['Grid and storage', 2600000, 700000, 24],
    ['Member services', 1500000, 420000, 14],
    ['Community fund', 1100000, 260000, 10],
    ['Administration', 1540000, 390000, 14],
  ]);
  const sites = book.addWorksheet('Sites');
  sites.addRows([
    ['Site', 'Type', 'Capacity (MW)', 'Opened'],
    ['Eastpier', 'Solar', 9.5, 2025],
    ['Saltmarsh', 'Wind', 8.4, 2021],
    ['Ferry terminal', 'Battery', 6, 2023],
    ['Mill race', 'Hydro', 0.6, 2016],
  ]);
  const buffer = await book.xlsx.writeBuffer();
  writeFileSync(`${OUT}budget-2026.xlsx`, normaliseZip(new Uint8Array(buffer)));
}

function writeCsv(): void {
  writeFileSync(`${OUT}members-2025.csv`, `${MONTHLY.map((row) => row.join(',')).join('\n')}\n`);
}

await writePdf();
writeDocx();
await writePptx();
await writeXlsx();
writeCsv();
