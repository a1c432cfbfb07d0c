import { updateContent, type NodeId, type Page, type ProjectDocument } from '@folio/layout';
import { Composer, reshape, type ComposerInput } from '../composer/composer.ts';
import { localeFor } from '../composer/locales/index.ts';
import { format, type ChatWords } from '../composer/locales/locale.ts';
import { PageComposer } from '../composer/page-composer.ts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { condense } from '../text/text-tools.ts';
import type { ChatEditRequest, ChatEditResult } from './chat-edit-request.ts';
import { textBlocks } from './text-blocks.ts';
import { readIntent, type Destination, type OfflineIntent, type SlideRef } from './offline-intents.ts';
import { expandText, moreFromReferences, shortenText } from './offline-text.ts';
import { GenerationOptions, type LanguageId } from '@folio/contracts';
import { hash } from './page-ids.ts';
import { toGeneratedSection, toGeneratedSlide, type GeneratedSlide } from './slide-output.ts';
import { pageText, writeSpeakerNotes } from './speaker-notes.ts';
import { chatLanguage } from './chat-language.ts';

const DESIGN_INTENTS: ReadonlySet<OfflineIntent['kind']> = new Set(['theme', 'layout']);

/**
 * The built-in composer's answer to a chat instruction, without a model: the obvious edits
 * read from the instruction's words, over the deck and its references. What only a model can
 * do gets one line saying so, and where to connect one. It replies in the language of the
 * conversation (see `chatLanguage`), and a slide it adds is written in it.
 */
export async function offlineEdit(request: ChatEditRequest): Promise<ChatEditResult> {
  const { instruction, document } = request;
  const language = chatLanguage(request);
  const say = localeFor(language).chat;
  // "make it dark", "try bubblegum": a theme named without the word theme still asks for it.
  const intent = readIntent(instruction, document) ?? (pickTheme(instruction, request) ? { kind: 'theme' as const } : undefined);
  if (request.mode === 'design' && !(intent && DESIGN_INTENTS.has(intent.kind))) {
    return reply(say.designOnly);
  }
  const selected = request.document.pages.find((page) => page.id === request.selection?.pageId);
  const find = (ref: SlideRef) => slideAt(ref, document, selected);
  switch (intent?.kind) {
    case 'rename':
      return rename(find(intent.slide), intent.title, document, say);
    case 'needsModel':
      return reply(say.needsModel[intent.what]);
    case 'theme': {
      const themeId = pickTheme(instruction, request);
      if (!themeId) return reply(format(say.whichTheme, { themes: request.themes.slice(0, 5).map((id) => themeName(id, request)).join(say.listSeparator) }));
      return { reply: format(say.switchedTheme, { theme: themeName(themeId, request) }), operations: [{ op: 'setTheme', themeId }] };
    }
    case 'move':
      return move(find(intent.slide), intent.to, document, find, say);
    case 'remove':
      return remove(intent.slides.map(find), document, say);
    case 'add':
      return add(intent.topic, request, selected, language);
    case 'layout': {
      // A page's sections keep their shape; swapping columns is a slide's layout, and the block panel lays out a section's parts.
      if (document.kind === 'page') return reply(say.pageLayout);
      const page = find('selected');
      if (!page) return reply(say.selectForLayout);
      const relaid = relayout(page, language);
      return relaid ? { reply: say.relaid, operations: [{ op: 'replacePage', pageId: page.id, page: relaid }] } : reply(say.nothingToLayOut);
    }
    case 'notes': {
      const page = find(slideIn(instruction));
      if (!page) return reply(say.selectForNotes);
      const scripts = await writeSpeakerNotes({ kind: 'composer' }, { page, references: request.references });
      return { reply: format(say.wroteNotes, { n: number(page, document) }), operations: [{ op: 'setScripts', pageId: page.id, scripts }] };
    }
    case 'shorten': {
      const page = find(slideIn(instruction));
      if (!page) return reply(say.selectToShorten);
      const operations = shortenText(page, request.selection?.blockId);
      return operations.length > 0
        ? { reply: format(say.shortened, { n: number(page, document) }), operations }
        : reply(say.alreadyShort);
    }
    case 'expand': {
      const page = find(slideIn(instruction));
      if (!page) return reply(say.selectToExpand);
      const operations = expandText(page, moreFromReferences(page, request.references ?? []), request.selection?.blockId);
      return operations.length > 0 ? { reply: format(say.expanded, { n: number(page, document) }), operations } : reply(say.needsModel.expand);
    }
    case undefined:
      return reply(say.help);
  }
}

const reply = (text: string): ChatEditResult => ({ reply: text, operations: [] });

const number = (page: Page, document: ProjectDocument) => document.pages.indexOf(page) + 1;

/** The slide words of an instruction such as "shorten slide 3": a slide number, first or last, else the selected slide. */
function slideIn(instruction: string): SlideRef {
  const named = /\b(?:slide|page|diapositive|folie|diapositiva)\s*#?(\d{1,3})\b/i.exec(instruction)?.[1];
  if (named) return Number(named);
  if (/\b(?:first|last)\s+(?:slide|page)\b/i.test(instruction)) return /\bfirst\b/i.test(instruction) ? 'first' : 'last';
  return 'selected';
}

function slideAt(ref: SlideRef, document: ProjectDocument, selected: Page | undefined): Page | undefined {
  if (ref === 'selected') return selected;
  if (ref === 'first') return document.pages[0];
  if (ref === 'last') return document.pages.at(-1);
  return document.pages[ref - 1];
}

/** The slide's title paragraph given the new words, keeping its role and the marks of its first span. */
function rename(page: Page | undefined, title: string, document: ProjectDocument, say: ChatWords): ChatEditResult {
  if (!page) return reply(say.whichSlideToRename);
  const blocks = textBlocks(page);
  const block = blocks.find((each) => each.paragraphs.some((paragraph) => /^(?:display|title|headline)$/.test(paragraph.role))) ?? blocks[0];
  if (!block) return reply(format(say.noTitleText, { n: number(page, document) }));
  const at = Math.max(0, block.paragraphs.findIndex((paragraph) => /^(?:display|title|headline)$/.test(paragraph.role)));
  const before = block.paragraphs[at]!;
  const { text: _text, ...first } = before.spans[0] ?? { text: '' };
  const { hint: _hint, ...style } = before;
  const paragraphs = block.paragraphs.with(at, { ...style, spans: [{ ...first, text: title }] });
  return { reply: format(say.renamed, { n: number(page, document), title }), operations: [{ op: 'setText', pageId: page.id, blockId: block.id, paragraphs }] };
}

function move(page: Page | undefined, to: Destination, document: ProjectDocument, find: (ref: SlideRef) => Page | undefined, say: ChatWords): ChatEditResult {
  if (!page) return reply(say.whichSlideToMove);
  const others = document.pages.filter((each) => each !== page);
  let afterPageId: string | null;
  if (to === 'start') afterPageId = null;
  else if (to === 'end') afterPageId = others.at(-1)!.id;
  else if ('step' in to) afterPageId = moveBy(page, to.step, document);
  else if ('position' in to) afterPageId = to.position <= 1 ? null : (others[Math.min(to.position, others.length + 1) - 2]?.id ?? null);
  else {
    const anchor = find('after' in to ? to.after : to.before);
    if (!anchor) return reply(say.whereTo);
    if (anchor === page) return reply(format(say.alreadyThere, { n: number(page, document) }));
    const at = others.indexOf(anchor) + ('after' in to ? 1 : 0);
    afterPageId = at === 0 ? null : others[at - 1]!.id;
  }
  const from = number(page, document);
  const position = afterPageId === null ? 1 : others.findIndex((each) => each.id === afterPageId) + 2;
  if (position === from) return reply(format(say.alreadyThere, { n: from }));
  return { reply: format(say.moved, { n: from, to: position }), operations: [{ op: 'movePage', pageId: page.id, afterPageId }] };
}

/** The page a slide follows once moved one place up (-1) or down (1); null for the first place. */
function moveBy(page: Page, step: -1 | 1, document: ProjectDocument): string | null {
  const others = document.pages.filter((each) => each !== page);
  const at = Math.min(Math.max(document.pages.indexOf(page) + step, 0), others.length);
  return at === 0 ? null : others[at - 1]!.id;
}

function remove(pages: Array<Page | undefined>, document: ProjectDocument, say: ChatWords): ChatEditResult {
  const found = [...new Set(pages.filter((page): page is Page => page !== undefined))];
  if (found.length === 0) return reply(pages.length > 0 && document.pages.length > 0 ? say.whichSlideToRemove : say.noSuchSlide);
  if (found.length >= document.pages.length) return reply(say.keepsOne);
  const numbers = found.map((page) => number(page, document)).sort((a, b) => a - b);
  const removed = numbers.length === 1 ? format(say.removedOne, { n: numbers[0]! }) : format(say.removedMany, { list: `${numbers.slice(0, -1).join(say.listSeparator)}${say.listAnd}${numbers.at(-1)}` });
  return { reply: removed, operations: found.map((page) => ({ op: 'removePage' as const, pageId: page.id })) };
}

/**
 * A slide about `topic` from the references (a section, a figure, a quote or the sentences
 * about it) or, when none speaks to it, a slide of empty paragraphs with hints to fill in.
 */
function add(topic: string, request: ChatEditRequest, selected: Page | undefined, language: LanguageId): ChatEditResult {
  const { document, instruction } = request;
  const say = localeFor(language).chat;
  const pageId = `${document.pages.at(-1)?.id ?? 's'}-${hash(instruction + document.pages.length)}`.slice(-48);
  const afterPageId = selected?.id ?? document.pages.at(-1)!.id;
  const title = topic ? condense(topic.charAt(0).toUpperCase() + topic.slice(1), 70) : say.newSlide;
  const input = { prompt: topic, references: request.references ?? [], options: GenerationOptions.parse({ language }) };
  const isPage = document.kind === 'page';
  // A page gets a section in a page's shape, a deck a slide.
  const made = topic ? madeAbout(title, input, pageId, isPage, language) : undefined;
  if (made) {
    const sources = [...new Set((request.references ?? []).map((reference) => reference.title || reference.source.name))];
    const source = sources.length === 1 ? sources[0]! : say.yourReferences;
    return { reply: format(isPage ? say.addedSection : say.addedSlide, { topic, source }), operations: [{ op: 'insertPage', afterPageId, page: made.page, scripts: made.scripts }] };
  }
  const hints = say.hints.map((hint) => format(hint, { title, lowerTitle: title.toLowerCase() }));
  const page = isPage ? hintSection(title, pageId, hints, language) : hintSlide(title, pageId, hints, language);
  const inReferences = (request.references ?? []).length > 0;
  const why = isPage ? (inReferences ? say.hintSectionNotInReferences : say.hintSectionNoReferences) : inReferences ? say.hintSlideNotInReferences : say.hintSlideNoReferences;
  return { reply: format(why, { topic: topic || say.it, title }), operations: [{ op: 'insertPage', afterPageId, page, scripts: [] }] };
}

function madeAbout(title: string, input: ComposerInput, pageId: string, isPage: boolean, language: LanguageId): GeneratedSlide | undefined {
  if (isPage) {
    const section = new PageComposer(input).sectionAbout(title);
    return section && toGeneratedSection(section, 0, pageId, language);
  }
  const slide = new Composer(input).slideAbout(title);
  return slide && toGeneratedSlide(slide, 0, pageId, language);
}

/** A page's text section whose paragraphs are hints: what to write there, shown only in the editor. */
function hintSection(title: string, pageId: string, hints: string[], language: LanguageId): Page {
  return toGeneratedSection({ layout: 'text', title, paragraphs: [], hints, notes: '' }, 0, pageId, language).page;
}

/** A bullet slide whose points are empty paragraphs with hints: guidance the editor shows, never text on the slide. */
function hintSlide(title: string, pageId: string, hints: string[], language: LanguageId): Page {
  const page = toGeneratedSlide({ layout: 'bullets', title, bullets: hints, notes: '' }, 0, pageId, language).page;
  const body = textBlocks(page).find((block) => block.paragraphs.some((paragraph) => hints.includes(pageTextOf(paragraph))));
  if (!body) return page;
  const paragraphs = body.paragraphs.map((paragraph) => {
    const hint = pageTextOf(paragraph);
    return hints.includes(hint) ? { ...paragraph, spans: [{ text: '' }], hint } : paragraph;
  });
  return { ...page, layout: updateContent(page.layout, body.id as NodeId, { kind: 'text', paragraphs }) };
}

const pageTextOf = (paragraph: { spans: ReadonlyArray<{ text: string }> }) => paragraph.spans.map((span) => span.text).join('');

/** A theme the instruction names by id or display name ("green pulse", "Dark Matter"), or by "dark" / "light". */
function pickTheme(instruction: string, request: ChatEditRequest): string | undefined {
  const lower = ` ${instruction.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const named = request.themes
    .flatMap((id) => [id, themeName(id, request)].map((name) => ({ id, name: ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} ` })))
    .filter(({ name }) => name.trim() && lower.includes(name))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return named.id;
  const byWord = (pattern: RegExp) => request.themes.find((id) => pattern.test(id) || pattern.test(themeName(id, request)));
  if (/\b(?:dark|night|black)\b|sombre|dunkel|oscur|scuro|escuro/.test(lower)) return request.themes.find((id) => id === 'dark-matter') ?? byWord(/dark|night|noir|midnight/i);
  if (/\b(?:light|white|bright)\b|clair|hell|claro|chiaro/.test(lower)) return request.themes.find((id) => id === 'minimal-white') ?? byWord(/light|white|minimal/i);
  return undefined;
}

function themeName(id: string, request: ChatEditRequest): string {
  return request.themeNames?.[id] ?? id;
}

/** The slide's text in the other layout: one column of bullets becomes two columns and back, a cover a section. */
function relayout(page: Page, language: LanguageId): Page | undefined {
  const [title, ...points] = pageText(page);
  if (!title) return undefined;
  // A slide of a title alone (a cover without a subtitle) goes from cover to section and back.
  const spec: SlideSpec = points.length >= 2 ? { layout: 'bullets', title, bullets: points.slice(0, 6), notes: '' } : points.length === 1 ? { layout: 'section', title, notes: '' } : { layout: 'title', title, notes: '' };
  const current = page.layout.children.some((child) => child.type === 'row' && child.children.filter((each) => each.type === 'column').length === 2);
  const next = current ? spec : (reshape(spec)[0] ?? spec);
  return toGeneratedSlide(next, 0, page.id, language).page;
}
