import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Whether LibreOffice breaks a PPTX's text where the editor does. The writer ends every
 * renderer line of a text box in a soft break (`<a:br/>`), so the box's lines are read back
 * from the slide XML; LibreOffice's lines come from its PDF (pdftotext, over a crop area larger than the page,
 * so that text overflowing the slide counts too). A renderer line is kept when its letters appear, in order and without a gap, within one of
 * LibreOffice's lines on the same page; otherwise LibreOffice wrapped it a second time (or
 * clipped it), and it counts as broken.
 */
const run = promisify(execFile);

export interface BrokenLine {
  slide: number;
  box: string;
  text: string;
}

/** Every renderer line of every text box (`p:sp`), per slide in slide order. */
export function rendererLines(pptx: Uint8Array): { box: string; text: string }[][] {
  const files = unzipSync(pptx, { filter: (file) => /^ppt\/slides\/slide\d+\.xml$/.test(file.name) });
  const slides = Object.keys(files).sort((a, b) => slideNumber(a) - slideNumber(b));
  return slides.map((path) => {
    const xml = strFromU8(files[path]!);
    return [...xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)].flatMap(([, shape]) => {
      const box = /<p:cNvPr id="\d+" name="([^"]*)"/.exec(shape!)?.[1] ?? '';
      const body = /<p:txBody>([\s\S]*?)<\/p:txBody>/.exec(shape!)?.[1];
      if (!body) return [];
      return [...body.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].flatMap(([, paragraph]) =>
        paragraph!
          .split('<a:br/>')
          .map((line) => [...line.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map(([, text]) => decodeXml(text!)).join(''))
          .filter((text) => comparable(text).length > 0)
          .map((text) => ({ box, text })),
      );
    });
  });
}

/**
 * LibreOffice's lines of each page of its PDF, as pdftotext reads them two ways: `-layout`
 * (rows across the page) and `-raw` (the order LibreOffice drew them in). Each misreads some
 * scripts: `-layout` puts Thai vowels above the line on a row of their own, `-raw` splits
 * stacked Vietnamese marks from their letters; a line either reads whole is kept.
 */
export async function pdfLines(pdf: string): Promise<string[][]> {
  const read = async (mode: string): Promise<string[][]> => {
    const { stdout } = await run('pdftotext', [mode, '-x', '0', '-y', '0', '-W', '100000', '-H', '100000', pdf, '-'], { maxBuffer: 256 * 1024 * 1024 });
    return stdout.split('\f').map((page) => joinMarks(page.split('\n')));
  };
  const [layout, raw] = await Promise.all([read('-layout'), read('-raw')]);
  return layout.map((page, index) => [...page, ...(raw[index] ?? [])]);
}

/**
 * pdftotext puts a vowel sign or tone mark it places apart from its letter (Devanagari,
 * Thai, Vietnamese) at the start of a line of its own, with the rest of the line after it:
 * such a line continues the one before.
 */
function joinMarks(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (out.length && /^\s*\p{M}/u.test(line)) out[out.length - 1] += line.trim();
    else out.push(line);
  }
  return out;
}

/** The renderer lines of a deck that no single LibreOffice line on their page holds. */
export function brokenLines(slides: { box: string; text: string }[][], pages: string[][]): BrokenLine[] {
  return slides.flatMap((lines, index) => {
    const drawn = (pages[index] ?? []).map(comparable);
    return lines.filter((line) => !drawn.some((text) => holds(text, comparable(line.text)))).map((line) => ({ slide: index + 1, ...line }));
  });
}

/**
 * Base letters only: spaces, soft hyphens and directional marks are not drawn as text, a
 * hyphen a line ends in may be the soft hyphen's, Arabic presentation forms are the letters
 * they show, and pdftotext gives vowel signs and tone marks in an order of its own.
 */
function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\s\p{M}\u00ad\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff-]/gu, '');
}

/**
 * pdftotext gives right-to-left text in visual order, runs of it reversed among left-to-right
 * ones, so a line with any is looked for as the same letters, in whatever order.
 */
function holds(line: string, wanted: string): boolean {
  if (line.includes(wanted)) return true;
  if (!RTL.test(wanted)) return false;
  const left = new Map<string, number>();
  for (const letter of line) left.set(letter, (left.get(letter) ?? 0) + 1);
  for (const letter of wanted) {
    const count = left.get(letter) ?? 0;
    if (count === 0) return false;
    left.set(letter, count - 1);
  }
  return true;
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

function slideNumber(path: string): number {
  return Number(/slide(\d+)\.xml$/.exec(path)![1]);
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&');
}
