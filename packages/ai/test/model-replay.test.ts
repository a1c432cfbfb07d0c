import { readFileSync } from 'node:fs';
import { applyOperations, contentNodes, type EditOperation, type Page, ProjectDocument, validateTree } from '@folio/layout';
import { afterAll, describe, expect, it } from 'vitest';
import { AiError, OpenAiCompatibleModel, generateSlides, pageText, planStoryline, regenerateSlide, streamChatEdit, type GeneratedSlide } from '../src/index.ts';
import { type StorylineItem } from '@folio/contracts';
import { FakeOpenAiServer } from './fake-openai-server.ts';
import { overflowingPages } from './layout-check.ts';
import { REPLIES_DIR, loadManifest, replay, type ReplayCase } from './model-replay.ts';

const manifest = loadManifest();
const server = await FakeOpenAiServer.start();
afterAll(() => server.close());
const storyline: StorylineItem[] = manifest.storyline.map((text, index) => ({ id: `item-${index + 1}`, text }));

/** Every request the case's model receives gets the next recorded answer; the last one answers any further request too. */
function modelFor(entry: ReplayCase, halfway?: () => Promise<unknown>): OpenAiCompatibleModel {
  server.reset();
  for (let attempt = 0; attempt < 6; attempt++) server.answerWith(replay(entry, entry.replies[Math.min(attempt, entry.replies.length - 1)]!, attempt, attempt === 0 ? halfway : undefined));
  return new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: entry.model });
}

/** Instruction lines, bracketed placeholders and template words a person would have to delete. */
const PLACEHOLDER = /\[[^\]]*\]|\{\{|lorem ipsum|\breplace (?:the|this)\b|\badd your\b|\binsert\b.*\bhere\b|\bTODO\b/i;
/** What a model's formatting leaves behind when it is shown as text. */
const MARKUP = /```|<\/?think>|^#{1,6}\s|\*\*|^\s*[-*]\s|^\s*\d+\.\s/;
/** Text cut short: an ellipsis at the end, or a dangling joining word. */
const CUT = /(?:…|\.\.\.)$|\b(?:the|a|an|and|or|of|to|into|in)$/i;

function expectReadable(lines: readonly string[], where: string): void {
  for (const line of lines) {
    expect(line, `${where}: placeholder in "${line}"`).not.toMatch(PLACEHOLDER);
    expect(line, `${where}: markup in "${line}"`).not.toMatch(MARKUP);
    expect(line.trim(), `${where}: cut text "${line}"`).not.toMatch(CUT);
  }
}

function visibleText(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'chart' ? [...node.content.labels, ...node.content.series.map((series) => series.name)] : [])).concat(pageText(page));
}

async function expectFittingSlides(slides: readonly GeneratedSlide[]): Promise<void> {
  for (const slide of slides) {
    expect(validateTree(slide.page.layout), `slide ${slide.index + 1}`).toEqual([]);
    expectReadable(visibleText(slide.page), `slide ${slide.index + 1}`);
  }
  if (slides.length === 0) return;
  const document = ProjectDocument.parse({ kind: 'presentation', title: 'Replay', themeId: 'sunlit', pages: slides.map((slide) => slide.page) });
  expect(await overflowingPages(document), 'overflowing slides').toEqual([]);
}

/** Runs a stream to its end or its failure, keeping what it handed over. */
async function drain<T>(stream: AsyncIterable<T>): Promise<{ got: T[]; error: unknown }> {
  const got: T[] = [];
  try {
    for await (const each of stream) got.push(each);
    return { got, error: undefined };
  } catch (error) {
    return { got, error };
  }
}

/** A §8-style failure: an AiError with its code and a sentence a person can act on, never a stack or a parser's message. */
function expectClearError(error: unknown): AiError {
  expect(error).toBeInstanceOf(AiError);
  const failure = error as AiError;
  expect(['timeout', 'aborted', 'rate_limited', 'connection_cut', 'http_error', 'invalid_output', 'unreachable', 'truncated']).toContain(failure.code);
  expect(failure.message).toMatch(/^[A-Z].{20,}/);
  expect(failure.message).not.toMatch(/SyntaxError|Unexpected token|at position|ZodError|invalid_union|expected .* received/i);
  return failure;
}

const cases = (call: ReplayCase['call']) => manifest.cases.filter((entry) => entry.call === call).map((entry) => [entry.name, entry] as const);

describe('slides replayed from recorded model answers', () => {
  it.each(cases('slides'))('%s', async (_name, entry) => {
    // The server holds the second half of the answer back until a slide has arrived, or a while has passed.
    let slideArrived!: () => void;
    const firstSlide = new Promise<boolean>((resolve) => (slideArrived = () => resolve(true)));
    let streamed = false;
    const halfway = async () => (streamed = await Promise.race([firstSlide, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000))]));
    const slides = generateSlides(modelFor(entry, entry.streams === false ? undefined : halfway), { prompt: manifest.prompt, storyline, seed: entry.name });
    const { got, error } = await drain((async function* () {
      for await (const slide of slides) {
        slideArrived();
        yield slide;
      }
    })());
    // Slides are handed over one by one while the model is still writing the rest.
    if (entry.streams !== false && got.length > 0) expect(streamed, 'a slide shown before the answer’s second half was sent').toBe(true);
    // Slides arrive in storyline order, each once.
    expect(got.map((slide) => slide.index)).toEqual(got.map((_slide, index) => index));
    await expectFittingSlides(got);
    if (entry.ends === 'deck') {
      expect(error, entry.why).toBeUndefined();
      expect(got).toHaveLength(storyline.length);
      // A slide is about its storyline item: its headline shares a word with it.
      for (const [index, slide] of got.entries()) expect(sharesAWord(visibleText(slide.page).join(' '), storyline[index]!.text), `slide ${index + 1}`).toBe(true);
      // A second request, when the first answer came up short, asks only for the slides still missing.
      const again = server.requests[1]?.messages.at(-1)?.content;
      if (entry.replies.length > 1) expect(again).toMatch(/Write only the slides for items \d to 6/);
    } else {
      const failure = expectClearError(error);
      expect(got.length).toBeLessThan(storyline.length);
      // The outline survives: the error names every item whose slide was not written.
      for (const item of storyline.slice(got.length)) expect(failure.message).toContain(item.text);
    }
  });
});

describe('storylines replayed from recorded model answers', () => {
  it.each(cases('plan'))('%s', async (_name, entry) => {
    const { got, error } = await drain(planStoryline(modelFor(entry), { prompt: manifest.prompt }));
    expect(new Set(got.map((item) => item.id)).size).toBe(got.length);
    expectReadable(got.map((item) => item.text), 'storyline');
    if (entry.ends === 'deck') {
      expect(error, entry.why).toBeUndefined();
      expect(got).toHaveLength(6);
      expect(got[0]!.text).toMatch(/water cycle/i);
      // The closing stays last, whether items were dropped or asked for.
      expect(got.at(-1)!.text).toMatch(/thank you/i);
    } else {
      const failure = expectClearError(error);
      expect(got.length).toBeLessThan(6);
      if (got.length > 0) expect(failure.message).toMatch(new RegExp(`${got.length} item`));
    }
  });
});

describe('one slide regenerated from recorded model answers', () => {
  it.each(cases('regenerate'))('%s', async (_name, entry) => {
    const { index } = manifest.regenerate;
    const slide = await regenerateSlide(modelFor(entry), { prompt: manifest.prompt, storyline, index, pageId: 'kept-id' });
    expect(slide.page.id).toBe('kept-id');
    await expectFittingSlides([slide]);
    expect(sharesAWord(visibleText(slide.page).join(' '), storyline[index]!.text)).toBe(true);
  });
});

describe('chat edits replayed from recorded model answers', () => {
  const deck = ProjectDocument.parse(JSON.parse(readFileSync(`${REPLIES_DIR}${manifest.chat.deck}`, 'utf8')));

  it.each(cases('chat'))('%s', async (_name, entry) => {
    const { got, error } = await drain(streamChatEdit(modelFor(entry), { instruction: manifest.chat.instruction, document: deck, themes: manifest.chat.themes }));
    const operations: EditOperation[] = got.flatMap((event) => (event.type === 'operations' ? event.operations : []));
    if (entry.ends === 'deck') {
      expect(error, entry.why).toBeUndefined();
      const after = ProjectDocument.parse(applyOperations(deck, operations));
      expect(pageText(after.pages[1]!)[0]).toBe('Evaporation: the sun at work');
      for (const page of after.pages) expect(validateTree(page.layout)).toEqual([]);
      expect(await overflowingPages(after)).toEqual([]);
      const reply = got.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
      expect(reply).toMatch(/\w/);
      expect(reply).not.toMatch(/[{}]|```|<think>/);
    } else {
      expectClearError(error);
      // Nothing is applied from an answer that did not arrive whole.
      expect(operations).toEqual([]);
    }
  });
});

const STOP = new Set(['the', 'and', 'how', 'are', 'into', 'next', 'you', 'goes', 'what']);
function sharesAWord(text: string, item: string): boolean {
  const words = (value: string) => new Set((value.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !STOP.has(word)));
  const have = words(text);
  return [...words(item)].some((word) => have.has(word));
}
