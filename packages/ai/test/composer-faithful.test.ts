import { describe, expect, it } from 'vitest';
import { contentNodes, type ProjectDocument } from '@folio/layout';
import { COMPOSER, composeDocument, generateSlides, pageText } from '../src/index.ts';
import { type Reference } from '@folio/contracts';
import { isDate } from '../src/composer/dates.ts';
import { FIXTURES, loadFixture } from './fixture-references.ts';

/** A council report with a date in a sentence, a quote of two sentences, long sentences and seven sections. */
const REPORT = 'garden-report.md';

async function deckFrom(reference: Reference, slideCount: number) {
  return composeDocument(COMPOSER, { prompt: '', references: [reference], options: { slideCount } });
}

function notesOf(document: ProjectDocument): string[] {
  return document.pages.map((page) => document.scriptMap[page.id]?.[0]?.text ?? '');
}

describe('built-in composer, faithful to its documents', () => {
  it('heads a slide of a storyline item written as a sentence with its first clause, and keeps the rest of its words on the slide', async () => {
    const item = 'Every morning our bakers start at four, so that the first loaves leave the oven warm and reach the customers of the old town before they have even made their coffee';
    const slides = [];
    for await (const slide of generateSlides(COMPOSER, { storyline: [{ id: 'cover', text: 'Fresh bread by bike' }, { id: 'morning', text: item }] })) slides.push(slide);
    const text = pageText(slides[1]!.page);
    expect(text[0]).toBe('Every morning our bakers start at four');
    expect(text.join(' ')).toContain('the first loaves leave the oven warm and reach the customers of the old town before they have even made their coffee');
    expect(text.join(' ')).not.toContain('…');
  });

  it('heads it with a whole phrase when even its first clause is too long for a title', async () => {
    const item = 'Delivery by cargo bike is faster than a van in the narrow streets of the centre, costs a fraction to run and makes no noise at dawn';
    const slides = [];
    for await (const slide of generateSlides(COMPOSER, { storyline: [{ id: 'cover', text: 'Fresh bread by bike' }, { id: 'delivery', text: item }] })) slides.push(slide);
    const text = pageText(slides[1]!.page);
    expect(text[0]).toBe('Delivery by cargo bike is faster than a van');
    expect(text.join(' ')).toContain('in the narrow streets of the centre');
  });

  it('never cuts a sentence with “…” on a slide or in the notes', async () => {
    for (const name of [...FIXTURES, REPORT]) {
      for (const slideCount of [6, 10]) {
        const { document } = await deckFrom(await loadFixture(name), slideCount);
        const cut = [...document.pages.flatMap(pageText), ...notesOf(document)].filter((text) => text.includes('…'));
        expect(cut, `${name}, ${slideCount} slides`).toEqual([]);
      }
    }
  });

  it('never shows a date as a figure', async () => {
    const { document } = await deckFrom(await loadFixture(REPORT), 12);
    const text = document.pages.flatMap(pageText);
    expect(text).toEqual(expect.arrayContaining(['214', '3,850']));
    expect(text).not.toContain('April');
    expect(text).not.toContain('October');
  });

  it('shows at least four in five of a report’s figures in ten slides, with their words', async () => {
    for (const name of ['annual-report.pdf', REPORT]) {
      const reference = await loadFixture(name);
      const { document } = await deckFrom(reference, 10);
      const shown = document.pages.flatMap(pageText).join('\n');
      const figures = new Set(reference.sections.flatMap((section) => section.numbers.filter((fact) => !isDate(fact)).map((fact) => fact.display)));
      const missed = [...figures].filter((figure) => !shown.includes(figure));
      expect(missed.length / figures.size, `${name} misses ${missed.join(', ')}`).toBeLessThanOrEqual(0.2);
    }
  });

  it('lays six figures of one chapter out in two rows of three, each detail speaking of its own figure', async () => {
    const { document } = await deckFrom(await loadFixture('annual-report.pdf'), 10);
    const page = document.pages.find((candidate) => pageText(candidate)[0] === 'Our year in numbers')!;
    const stats = contentNodes(page.layout).filter((node) => /-stat-\d-value$/.test(node.id));
    expect(stats).toHaveLength(6);
    const text = pageText(page);
    // “$1.2M” in a sentence about members’ savings is explained by its own clause, not the sentence’s opening.
    const summary = document.pages.map(pageText).find((lines) => lines.includes('$1.2M'))!;
    expect(summary[summary.indexOf('$1.2M') + 2]).toContain('$1.2M');
    expect(text.join(' ')).toContain('38 minutes');
  });

  it('keeps a sentence’s figure when it must shorten it, and never puts a leaning clause on a slide', async () => {
    const { document } = await deckFrom(await loadFixture('annual-report.pdf'), 10);
    const text = document.pages.flatMap(pageText);
    expect(text).toContain('The insurer covered 85% of the cost');
    expect(text.filter((line) => /^(?:after|which|because|in|before|although)\b/i.test(line))).toEqual([]);
  });

  it('shows every section of the document, or names in the agenda’s notes those it leaves out', async () => {
    for (const [name, slideCount] of [[REPORT, 8], ['annual-report.pdf', 10], ['makerspace-proposal.docx', 6]] as const) {
      const reference = await loadFixture(name);
      const { document } = await deckFrom(reference, slideCount);
      const shown = document.pages.flatMap(pageText).join('\n');
      const agendaNotes = notesOf(document)[1] ?? '';
      // Sections at the document's chapter level: the highest level it uses more than once.
      const levels = reference.sections.map((section) => section.level).filter((level, index, all) => level > 0 && all.indexOf(level) !== index);
      const headings = reference.sections.filter((section) => section.level === Math.min(...levels) && section.paragraphs.length > 0 && section.heading !== reference.title).map((section) => section.heading.replace(/^\d+\.\s*/, ''));
      const sentences = (heading: string) => reference.sections.find((section) => section.heading.endsWith(heading))!.paragraphs.join(' ').split(/(?<=[.!?])\s+/).map((sentence) => sentence.slice(0, 40));
      const missing = headings.filter((heading) => !shown.includes(heading) && !agendaNotes.includes(heading) && !sentences(heading).some((start) => shown.includes(start)));
      expect(missing, name).toEqual([]);
    }
  });

  it('keeps a quotation with its author and never cuts it, on the slides and in the outline', async () => {
    for (const name of [REPORT, 'annual-report.pdf', 'water-cycle-lesson.md']) {
      const { document, storyline } = await deckFrom(await loadFixture(name), 12);
      const quoted = [...document.pages.flatMap(pageText), ...storyline.map((item) => item.text)].filter((text) => /[“”"]/.test(text));
      expect(quoted.length, name).toBeGreaterThan(0);
      for (const text of quoted) expect(text, name).toMatch(/^[^…]*[”"]\s*[—–-]\s*\p{L}[^…]*$/u);
    }
  });

  it('says each line of a slide as a sentence in its notes', async () => {
    for (const name of [...FIXTURES, REPORT]) {
      const { document } = await deckFrom(await loadFixture(name), 10);
      for (const page of document.pages) {
        const notes = document.scriptMap[page.id]?.[0]?.text ?? '';
        expect(notes, `${name} ${page.id}`).toMatch(/[.!?]["”]?$/);
        // A line said without its full stop runs into the next one: "…in real conditions Every scout leads…".
        for (const line of pageText(page).filter((text) => text.split(/\s+/).length >= 4 && !/[.!?]$/.test(text))) {
          const at = notes.indexOf(line);
          if (at >= 0) expect(notes.slice(at + line.length, at + line.length + 2), `${name}: “${line}” in its notes`).not.toMatch(/^ \p{Lu}/u);
        }
      }
    }
  });
});
