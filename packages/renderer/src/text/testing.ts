import { FontRegistry } from '../fonts/registry.ts';
import { fontsNeededFor } from './fonts-needed.ts';
import { layoutText } from './layout-text.ts';
import type { ParagraphInput, TextLayout, TextStyle } from './types.ts';

/** Shared by the text tests: one registry per test file, so each face is parsed once. */
let registry: Promise<FontRegistry> | undefined;

/**
 * The fonts of the environment the test runs in: the setup file of each vitest project
 * (scripts/test-env.node.ts, scripts/test-env.browser.ts) injects `folioTestEnv`, so the
 * package reads it from there without importing the repository's scripts.
 */
export function testFonts(): Promise<FontRegistry> {
  registry ??= FontRegistry.create({ loadFontFile: (file) => globalThis.folioTestEnv.loadFontFile(file) });
  return registry;
}

export function style(overrides: Partial<TextStyle> = {}): TextStyle {
  return {
    fontFamily: 'Inter',
    fontSize: 20,
    fontWeight: 400,
    italic: false,
    letterSpacing: 0,
    textTransform: 'none',
    color: '#111111',
    ...overrides,
  };
}

export function paragraph(text: string, overrides: Partial<ParagraphInput> = {}, spanStyle: Partial<TextStyle> = {}): ParagraphInput {
  return { spans: [{ text, style: style(spanStyle) }], align: 'start', lineHeight: 1.2, direction: 'auto', ...overrides };
}

/** Loads what the paragraphs need, then lays them out: what every caller of layoutText does. */
export async function layout(paragraphs: ParagraphInput[], maxWidth: number): Promise<{ fonts: FontRegistry; result: TextLayout }> {
  const fonts = await testFonts();
  await fonts.load(fontsNeededFor(paragraphs));
  return { fonts, result: layoutText(fonts, paragraphs, maxWidth) };
}

/** The characters of a line as drawn, left to right, run by run. */
export function lineText(result: TextLayout, line: number): string {
  return result.lines[line]!.runs.map((run) => run.text).join('');
}
