import { describe, expect, test } from 'vitest';
import { nameScriptFonts } from './script-fonts.ts';

/** A run as pptxgenjs writes it: one family for Latin, East Asian and complex-script letters. */
function run(text: string, lang = 'en-US', family = 'Inter'): string {
  return `<a:r><a:rPr lang="${lang}" sz="1800" dirty="0"><a:latin typeface="${family}" pitchFamily="34" charset="0"/><a:ea typeface="${family}" pitchFamily="34" charset="-122"/><a:cs typeface="${family}" pitchFamily="34" charset="-120"/></a:rPr><a:t>${text}</a:t></a:r>`;
}

/** The runs a run of `text` becomes, with the family each names for each kind of letter. */
function runsOf(text: string, lang?: string): { text: string; latin: string; ea: string; cs: string }[] {
  const files = { 'ppt/slides/slide1.xml': `<p:sld><a:p>${run(text, lang)}</a:p></p:sld>` };
  nameScriptFonts(files);
  const xml = files['ppt/slides/slide1.xml'];
  const runs = [...xml.matchAll(/<a:r>([\s\S]*?)<\/a:r>/g)].map(([, body]) => {
    const font = (slot: string) => body!.match(new RegExp(`<a:${slot} typeface="([^"]+)"`))![1]!;
    return { text: body!.match(/<a:t>([^<]*)<\/a:t>/)![1]!, latin: font('latin'), ea: font('ea'), cs: font('cs') };
  });
  expect(runs.map((part) => part.text).join('')).toBe(text);
  return runs;
}

/** The fonts of the run `text` starts with. */
function fontsOf(text: string, lang?: string): { latin: string; ea: string; cs: string } {
  const { latin, ea, cs } = runsOf(text, lang)[0]!;
  return { latin, ea, cs };
}

describe('script fonts', () => {
  test('right-to-left and Indic letters get the Noto family the renderer draws them with', () => {
    expect(fontsOf('مرحبا بالعالم')).toEqual({ latin: 'Inter', ea: 'Inter', cs: 'Noto Sans Arabic' });
    expect(fontsOf('שלום 2026')).toMatchObject({ cs: 'Noto Sans Hebrew' });
    expect(fontsOf('नमस्ते')).toMatchObject({ cs: 'Noto Sans Devanagari' });
    expect(fontsOf('สวัสดี')).toMatchObject({ cs: 'Noto Sans Thai' });
  });

  test('Han letters follow the language: kana or Hangul in the run, else the run’s tag, else Simplified Chinese', () => {
    expect(fontsOf('日本語のテキスト')).toEqual({ latin: 'Inter', ea: 'Noto Sans JP', cs: 'Inter' });
    expect(fontsOf('한국어 漢字')).toMatchObject({ ea: 'Noto Sans KR' });
    expect(fontsOf('繁體中文', 'zh-TW')).toMatchObject({ ea: 'Noto Sans TC' });
    expect(fontsOf('简体中文')).toMatchObject({ ea: 'Noto Sans SC' });
  });

  test('quotes, spaces and digits among CJK or Arabic letters keep the theme font, as the renderer draws them', () => {
    expect(runsOf('把“整理”这一步')).toEqual([
      { text: '把', latin: 'Inter', ea: 'Noto Sans SC', cs: 'Inter' },
      { text: '“', latin: 'Inter', ea: 'Inter', cs: 'Inter' },
      { text: '整理', latin: 'Inter', ea: 'Noto Sans SC', cs: 'Inter' },
      { text: '”', latin: 'Inter', ea: 'Inter', cs: 'Inter' },
      { text: '这一步', latin: 'Inter', ea: 'Noto Sans SC', cs: 'Inter' },
    ]);
    expect(runsOf('في 14 دولة').map((part) => [part.text, part.cs])).toEqual([
      ['في', 'Noto Sans Arabic'],
      [' 14 ', 'Inter'],
      ['دولة', 'Noto Sans Arabic'],
    ]);
    // A zero-width non-joiner stays inside its Persian word.
    expect(runsOf('می‌کند')).toHaveLength(1);
  });

  test('Hebrew and Arabic words in one run each get their own family', () => {
    expect(runsOf('كتاب and ספר').map((part) => [part.text, part.cs])).toEqual([
      ['كتاب', 'Noto Sans Arabic'],
      [' and ', 'Inter'],
      ['ספר', 'Noto Sans Hebrew'],
    ]);
  });

  test('letters of a semibold run are bold in a fallback family that has only regular and bold, as the renderer matches them', () => {
    const files = { 'ppt/slides/slide1.xml': `<p:sld><a:p>${run('مرحبا بالعالم', 'ar', 'DM Sans SemiBold')}</a:p></p:sld>` };
    nameScriptFonts(files);
    const runs = [...files['ppt/slides/slide1.xml'].matchAll(/<a:rPr\b([^>]*)>[\s\S]*?<a:t>([^<]*)<\/a:t>/g)].map(([, attributes, text]) => [text, /\sb="1"/.test(attributes!)]);
    expect(runs).toEqual([
      ['مرحبا', true],
      [' ', false],
      ['بالعالم', true],
    ]);
  });

  test('Latin runs and their fonts are left as they are', () => {
    expect(fontsOf('Quarterly results & outlook')).toEqual({ latin: 'Inter', ea: 'Inter', cs: 'Inter' });
    const files = { 'ppt/slides/slide1.xml': `<p:sld>${run('Plain')}</p:sld>` };
    const before = files['ppt/slides/slide1.xml'];
    nameScriptFonts(files);
    expect(files['ppt/slides/slide1.xml']).toBe(before);
  });
});
