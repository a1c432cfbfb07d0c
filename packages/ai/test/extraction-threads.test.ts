import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DocumentTooLargeError, ExtractionThreads, UnreadableDocumentError, extractReference } from '../src/index.ts';
import { MAX_CELL_CHARS, MAX_HEADING_CHARS, MAX_PARAGRAPH_CHARS } from '@folio/contracts';
import { FIXTURES, fixtureBytes } from './fixture-references.ts';
import { deflatedZeros, manyPagePdf, officeParts, prototypePollutingWorkbook, zipBomb, zipOf } from './hostile-documents.ts';

const threads = new ExtractionThreads({ threads: 1 });
afterAll(() => threads.close());

describe('documents read in extraction threads', () => {
  it('reads every fixture document exactly as it reads in-process', async () => {
    for (const name of FIXTURES) {
      expect(await threads.extract({ name, bytes: fixtureBytes(name) }), name).toEqual(await extractReference({ name, bytes: fixtureBytes(name) }));
    }
  });

  it('reads a fetched web page in a thread: the article text, its images made absolute, no markup', async () => {
    const paragraph = 'The harbour ferry timetable changes in March, when boats leave every twenty minutes on weekdays and every half hour at weekends.';
    const page = `<html><head><title>Ferries</title><script>alert(1)</script></head><body><nav>Menu</nav><article><h1>Harbour ferries</h1><p>${paragraph}</p><p>${paragraph}</p><img src="/map.png" alt="Map"></article></body></html>`;
    const reference = await threads.extract({ name: 'https://example.com/news/ferries', bytes: new TextEncoder().encode(page), type: 'html' });
    expect(reference.source).toEqual({ kind: 'url', name: 'https://example.com/news/ferries' });
    expect(reference.sections.flatMap((section) => section.paragraphs)).toContain(paragraph);
    expect(JSON.stringify(reference)).not.toContain('alert');
    expect(reference.images).toContainEqual({ src: 'https://example.com/map.png', alt: 'Map' });
  });

  it('leaves a small Buffer the caller passes, and the others in its pool, as they were', async () => {
    const neighbour = Buffer.from('neighbour');
    const notes = Buffer.from('# Notes\n\nText');
    expect((await threads.extract({ name: 'notes.md', bytes: notes })).sections[0]!.heading).toBe('Notes');
    expect(neighbour.toString()).toBe('neighbour');
    expect(notes.toString()).toBe('# Notes\n\nText');
  });

  it('refuses a workbook that writes to Object.prototype, keeps this thread clean, and reads the next workbook in a fresh thread', async () => {
    await expect(threads.extract({ name: 'budget.xlsx', bytes: prototypePollutingWorkbook() })).rejects.toBeInstanceOf(UnreadableDocumentError);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)[1]).toBeUndefined();
    const budget = await threads.extract({ name: 'budget-2026.xlsx', bytes: fixtureBytes('budget-2026.xlsx') });
    expect(budget.sections.map((section) => section.heading)).toEqual(['Budget 2026', 'Sites']);
  });

  it.each(['docx', 'xlsx', 'pptx'] as const)('refuses a 2 MB .%s holding a 2 GiB part of zeros as too large', async (kind) => {
    const bomb = zipBomb(kind);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    await expect(threads.extract({ name: `report.${kind}`, bytes: bomb })).rejects.toBeInstanceOf(DocumentTooLargeError);
  });

  it('stops inflating a part whose archive entry claims to be small', async () => {
    const zeros = deflatedZeros(DOCUMENT_LIMITS.zip.maxInflatedBytes * 2);
    const lying = zipOf([...officeParts('pptx'), { name: 'ppt/slides/slide2.xml', deflated: { ...zeros, size: 1024 } }]);
    await expect(threads.extract({ name: 'deck.pptx', bytes: lying })).rejects.toBeInstanceOf(DocumentTooLargeError);
  });

  it('reads the first pages of a very long PDF and leaves the rest out', async () => {
    const reference = await threads.extract({ name: 'long.pdf', bytes: manyPagePdf(DOCUMENT_LIMITS.pdfPages + 1_500) });
    const text = reference.sections.flatMap((section) => section.paragraphs).join(' ');
    const pagesRead = text.split('A page of a very long report').length - 1;
    expect(pagesRead).toBeGreaterThan(0);
    expect(pagesRead).toBeLessThanOrEqual(DOCUMENT_LIMITS.pdfPages);
  });

  it('reads a PDF whose cross-reference table points at the wrong places', async () => {
    const reference = await threads.extract({ name: 'broken.pdf', bytes: manyPagePdf(3, { brokenXref: true }) });
    expect(reference.sections.flatMap((section) => section.paragraphs).join(' ')).toContain('A page of a very long report');
  });

  it('reads 160 KB of unclosed image brackets as text instead of backtracking over them', async () => {
    const markdown = `# Notes\n\n${'!['.repeat(80_000)}`;
    const reference = await threads.extract({ name: 'notes.md', bytes: new TextEncoder().encode(markdown) });
    expect(reference.sections[0]!.heading).toBe('Notes');
    expect(reference.sections[0]!.paragraphs.join('')).toBe('!['.repeat(80_000));
  });

  it('keeps a document with a 600-character heading, a 3,000-character cell and a paragraph of a million brackets, in pieces a slide can use', async () => {
    const markdown = `# ${'Heading '.repeat(75)}\n\n| A |\n| --- |\n| ${'x'.repeat(3000)} |\n\n${'('.repeat(1_000_000 - 1_000)}\n`;
    const reference = await threads.extract({ name: 'long.md', bytes: new TextEncoder().encode(markdown) });
    expect(reference.sections[0]!.heading.length).toBeLessThanOrEqual(MAX_HEADING_CHARS);
    expect(reference.sections[0]!.tables[0]![1]![0]!.length).toBe(MAX_CELL_CHARS);
    expect(reference.sections[0]!.paragraphs.every((paragraph) => paragraph.length <= MAX_PARAGRAPH_CHARS)).toBe(true);
  });

  it('gives up on a document past its time limit and kills its thread', async () => {
    const impatient = new ExtractionThreads({ threads: 1, timeoutMs: 200 });
    try {
      await expect(impatient.extract({ name: 'huge.pdf', bytes: manyPagePdf(100_000) })).rejects.toBeInstanceOf(DocumentTooLargeError);
      const lesson = await impatient.extract({ name: 'water-cycle-lesson.md', bytes: fixtureBytes('water-cycle-lesson.md') });
      expect(lesson.title).toBe('The Water Cycle');
    } finally {
      await impatient.close();
    }
  });

  it('refuses a document whose reading needs more memory than a thread may take', async () => {
    const small = new ExtractionThreads({ threads: 1, heapMb: 24 });
    try {
      const emphasis = new TextEncoder().encode('*a'.repeat(DOCUMENT_LIMITS.textChars / 2));
      await expect(small.extract({ name: 'emphasis.md', bytes: emphasis })).rejects.toBeInstanceOf(DocumentTooLargeError);
    } finally {
      await small.close();
    }
  });
});
