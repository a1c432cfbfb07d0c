import { describe, expect, it } from 'vitest';
import { UnsupportedDocumentError, extractReference } from '../src/index.ts';
import { Reference } from '@folio/contracts';
import { loadFixture } from './fixture-references.ts';

const headings = (reference: Reference) => reference.sections.map((section) => section.heading);
const allText = (reference: Reference) => reference.sections.flatMap((section) => section.paragraphs).join(' ');
const numbers = (reference: Reference) => reference.sections.flatMap((section) => section.numbers.map((fact) => fact.display));

describe('reference extraction', () => {
  it('reads the 20-page PDF report: its title, chapter headings by font size (a two-line cover title as one), paragraphs, numbers and tables', async () => {
    const report = Reference.parse(await loadFixture('annual-report.pdf'));
    expect(report.title).toBe('Harbourside Energy Cooperative — Annual Report 2025');
    expect(headings(report)).toEqual(expect.arrayContaining(['Harbourside Energy Cooperative', '1. Executive summary', '3. Generation and storage', 'Solar', 'Wind', '5. Finances', '10. Our plan for 2026']));
    expect(headings(report)).not.toContain('Contents');
    expect(allText(report)).toContain('Total generation reached 48.6 GWh, up 22% on the previous year');
    expect(numbers(report)).toEqual(expect.arrayContaining(['48.6 GWh', '$1.2M', '$14.8M', '12,400', '97.4%']));
    const quarterly = report.sections.find((section) => section.heading === 'Storage')!.tables[0]!;
    expect(quarterly[0]).toEqual(['Source', 'Q1', 'Q2', 'Q3', 'Q4']);
    expect(quarterly).toContainEqual(['Wind', '5.2', '6.9', '6.4', '9.4']);
    const finances = report.sections.find((section) => section.heading === '5. Finances')!.tables[0]!;
    expect(finances[0]).toEqual(['Item', '2024 ($M)', '2025 ($M)']);
    expect(finances).toHaveLength(6);
  });

  it('reads the Word document: title, heading levels, table and numbers (through mammoth)', async () => {
    const proposal = Reference.parse(await loadFixture('makerspace-proposal.docx'));
    expect(proposal.title).toBe('Harbour Library Makerspace');
    expect(proposal.sections.map((section) => [section.heading, section.level])).toEqual(expect.arrayContaining([['Why a makerspace', 1], ['Equipment', 2], ['Budget', 1]]));
    expect(proposal.sections.find((section) => section.heading === 'Budget')!.tables[0]).toContainEqual(['Equipment', '31,000']);
    expect(numbers(proposal)).toEqual(expect.arrayContaining(['68%', '$86,000']));
  });

  it('reads the PowerPoint file: one section per slide titled by the slide, bullets, table and notes', async () => {
    const camp = Reference.parse(await loadFixture('summer-camp.pptx'));
    expect(headings(camp)).toEqual(['Sea Scouts Summer Camp 2026', 'Why we go', 'What it costs', 'Daily plan', 'Next steps']);
    expect(camp.sections[2]!.paragraphs).toContain('The full camp costs $640 per scout');
    expect(camp.sections[3]!.tables[0]).toContainEqual(['09:00', 'Sailing in crews']);
    expect(allText(camp)).toContain('Welcome parents and scouts.');
    // The notes are the slide's last paragraph, and counted as notes: the audience never sees them.
    expect(camp.sections[0]).toMatchObject({ paragraphs: ['Twelve days on Gull Island, 3 to 14 August', 'Welcome parents and scouts.'], notes: 1 });
  });

  it('reads the Excel workbook: a section per sheet holding its table (through exceljs)', async () => {
    const budget = Reference.parse(await loadFixture('budget-2026.xlsx'));
    expect(headings(budget)).toEqual(['Budget 2026', 'Sites']);
    expect(budget.sections[0]!.tables[0]![1]).toEqual(['Generation', '4,200,000', '1,100,000', '38']);
    expect(budget.sections[1]!.tables[0]).toHaveLength(5);
  });

  it('reads the CSV file as one table', async () => {
    const members = Reference.parse(await loadFixture('members-2025.csv'));
    expect(members.sections[0]!.tables[0]![0]).toEqual(['Month', 'Members', 'New members', 'Average saving ($)']);
    expect(members.sections[0]!.tables[0]).toHaveLength(13);
  });

  it('reads the Markdown lesson: headings, list items, pipe table and block quote', async () => {
    const lesson = Reference.parse(await loadFixture('water-cycle-lesson.md'));
    expect(lesson.title).toBe('The Water Cycle');
    expect(headings(lesson)).toEqual(expect.arrayContaining(['Learning goals', 'The four stages', 'Quiz']));
    expect(lesson.sections.find((section) => section.heading === 'The four stages')!.paragraphs).toHaveLength(4);
    expect(lesson.sections.find((section) => section.heading === 'Where the water is')!.tables[0]).toContainEqual(['Oceans', '97']);
    expect(allText(lesson)).toContain('"A drop of water in your glass may once have been part of a dinosaur');
  });

  it('reads plain text, taking short unpunctuated lines as headings', async () => {
    const text = 'Harbour walk\n\nA guided walk along the old quay.\n\n1. Route\n\nWe start at the ferry terminal and walk 3.5 km to the lighthouse.';
    const reference = await extractReference({ name: 'walk.txt', bytes: new TextEncoder().encode(text) });
    expect(headings(reference)).toEqual(['Harbour walk', '1. Route']);
  });

  it('names the accepted types when a file type cannot be read', async () => {
    await expect(extractReference({ name: 'movie.avi', bytes: new Uint8Array(4) })).rejects.toBeInstanceOf(UnsupportedDocumentError);
  });
});
