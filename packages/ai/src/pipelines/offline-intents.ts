import type { ProjectDocument } from '@folio/layout';

/**
 * What an instruction asks of the offline composer, read by patterns: the obvious edits a
 * person types without a model (rename, theme, add, move, delete, shorten, expand), and the
 * ones only a model can do, which the reply says in one line.
 */
export type OfflineIntent =
  | { kind: 'rename'; title: string; slide: SlideRef }
  | { kind: 'needsModel'; what: 'translate' | 'rewrite' | 'write' }
  | { kind: 'move'; slide: SlideRef; to: Destination }
  | { kind: 'remove'; slides: SlideRef[] }
  | { kind: 'add'; topic: string }
  | { kind: 'theme' }
  | { kind: 'notes' }
  | { kind: 'layout' }
  | { kind: 'shorten' }
  | { kind: 'expand' };

/** A slide as the instruction names it: a number from 1, the first or last, or (unnamed) the selected one. */
export type SlideRef = number | 'first' | 'last' | 'selected';

/** Where a moved slide goes: after or before a slide, or to an end of the deck. */
export type Destination = { after: SlideRef } | { before: SlideRef } | { position: number } | { step: -1 | 1 } | 'start' | 'end';

const SLIDE = String.raw`(?:slides?|pages?|sections?|diapositives?|folien?|diapositivas?|diapositive)`;
const ORDINAL = String.raw`(?:first|last|premi[eè]re?|derni[eè]re?|erste[nr]?|letzte[nr]?|primera?|[uú]ltima?|prima|ultima)`;
/** "slide 3", "the last slide", "this slide": the words that name one slide. */
const SLIDE_REF = String.raw`(?:(?:the\s+|la\s+|die\s+|el\s+)?${SLIDE}\s*#?\d{1,3}|(?:the\s+|la\s+|die\s+|el\s+)?${ORDINAL}\s+${SLIDE}|(?:this|current|the\s+current|cette|diese|esta|questa)\s+${SLIDE}|it)`;

const QUOTES = /^["'“”‘’«»„]+|["'“”‘’«»„]+$/g;

/** Rename patterns: each captures the words naming the slide (in one or two parts, maybe empty) and the new title. */
const RENAMES: RegExp[] = [
  // "Change the title of this slide to X", "set slide 3's heading to X"
  new RegExp(String.raw`\b(?:change|set|update|edit|replace)\s+(?:the\s+)?(?:(${SLIDE_REF})(?:'s|’s)?\s+)?(?:title|heading|headline)(?:\s+(?:of|on|for)\s+(.{0,30}?))?\s+(?:to|into|with)\s+(.+)$`, 'i'),
  // "rename slide 3 to X", "retitle this slide X", "call this slide X"
  new RegExp(String.raw`\b(?:rename|retitle|call|title)\s+(${SLIDE_REF})()\s+(?:to\s+|as\s+|:\s*)?(.+)$`, 'i'),
  // "title: X", "Titre : X"
  new RegExp(String.raw`^\s*()()(?:new\s+)?(?:title|titre|titel|t[ií]tulo|titolo|заголовок|başlık|标题|標題|タイトル|제목)\s*[:：]\s*(.+)$`, 'i'),
  // "change le titre de cette diapositive en X", "ändere den Titel dieser Folie in X", "cambia el título de la diapositiva 2 a X"
  new RegExp(String.raw`(?:^|\s)(?:chang|modifi|renomm|änder|ander|benenn|cambi|mud|alter)\S*\s+()(?:le\s+|den\s+|el\s+|il\s+|o\s+)?(?:titre|titel|t[ií]tulo|titolo)(.{0,40}?)\s+(?:en|in|zu|auf|a|para|por|:)\s+(.+)$`, 'i'),
];

/** Instruction words per intent, in English and a few other §3 languages; the first found in this order wins. */
const INTENTS: Array<['translate' | 'rewrite' | 'write' | 'move' | 'remove' | 'add' | 'theme' | 'notes' | 'layout' | 'shorten' | 'expand', RegExp]> = [
  ['translate', /translat|tradu|übersetz|перевед|çevir|翻译|翻譯|翻訳|번역/i],
  ['rewrite', /\b(?:rewrite|rephrase|reword|paraphrase|polish|tone|formal|casual|friendlier|funnier|persuasive)\b|réécri|umschreib|reescrib|riscriv|reescrev/i],
  ['move', /\b(?:move|put|place)\b.*(?:\b(?:after|before|end|start|beginning|top|bottom|position)\b|\bto\s+(?:slide\s+|page\s+)?#?\d|\b(?:up|down|earlier|later|forward|back)(?:\s+(?:one|a place|one place))?[.!]?$)|\bd[ée]plac|\bversch[iі]eb|\bmueve|\bmover|\bspost/i],
  ['remove', /\b(?:remove|delete|drop)\b|supprim|lösch|elimin|borra|rimuov|exclu/i],
  ['add', /\b(?:add|insert|new|create)\b.*\b(?:slide|page|section)\b|ajout|hinzufüg|añad|aggiung|adicion|добав|\bekle|追加|添加|新增|추가|เพิ่ม|thêm|tambah|जोड़|הוסף|أضف|اضافه کن|شامل کر/i],
  ['theme', /\btheme\b|\bthème\b|\bthema\b|\btema\b|\bdark mode\b|\bcolou?rs?\b/i],
  ['notes', /\b(?:speaker notes|notes|script)\b|notes de présentation|notizen|notas/i],
  ['layout', /\blayout\b|\bcolumns?\b|\brearrange\b|mise en page|\bdiseño\b/i],
  ['expand', /\b(?:expand|elaborate|longer|lengthen|more detail|more details|flesh out|develop)\b|développ|erweiter|ampl[ií]a|espand/i],
  ['shorten', /\b(?:shorten|shorter|concise|trim|cut|brief|condense|tighten)\b|raccourc|kürz|acort|accorci|encurt/i],
  ['write', /\b(?:write|draft|compose|summari[sz]e|brainstorm|explain|answer)\b|écri|schreib|escrib|scriv/i],
];

export function readIntent(instruction: string, document: ProjectDocument): OfflineIntent | undefined {
  const text = instruction.trim();
  for (const pattern of RENAMES) {
    const match = pattern.exec(text);
    const title = match?.[3]?.trim().replace(QUOTES, '').replace(/\.+$/, '').replace(QUOTES, '').trim();
    if (match && title) return { kind: 'rename', title, slide: slideRef(`${match[1] ?? ''} ${match[2] ?? ''}`) };
  }
  const kind = INTENTS.find(([, pattern]) => pattern.test(text))?.[0];
  switch (kind) {
    case undefined:
      return undefined;
    case 'translate':
    case 'rewrite':
    case 'write':
      return { kind: 'needsModel', what: kind };
    case 'move':
      return readMove(text);
    case 'remove':
      // "remove the title" or "delete this bullet" is about something on the slide, not the slide itself.
      if (!new RegExp(String.raw`\b${SLIDE}\b`, 'i').test(text) && !/^\S+\s+(?:it|this)[.!]?$/i.test(text)) return undefined;
      return { kind: 'remove', slides: slideRefs(text, document) };
    case 'add':
      return { kind: 'add', topic: topicOf(text) };
    default:
      return { kind };
  }
}

/** "move slide 5 after slide 2", "move this slide to the end", "put the last slide first". */
function readMove(text: string): OfflineIntent {
  const where = /\b(after|behind|before|in front of|to the (?:end|bottom|back|start|beginning|top|front)|(?:at the )?(?:end|start|beginning)|to (?:position|place|slide|page)?\s*(?=#?\d))(.*)$/i.exec(text);
  const slide = slideRef(where ? text.slice(0, where.index) : text);
  const step = /\b(up|earlier|forward|down|later|back)\b/i.exec(text)?.[1];
  if (!where && step) return { kind: 'move', slide, to: { step: /up|earlier|forward/i.test(step) ? -1 : 1 } };
  if (!where) return { kind: 'move', slide, to: 'end' };
  const word = where[1]!.toLowerCase();
  const rest = where[2] ?? '';
  if (word === 'after' || word === 'behind') return { kind: 'move', slide, to: { after: slideRef(rest) } };
  if (word === 'before' || word === 'in front of') return { kind: 'move', slide, to: { before: slideRef(rest) } };
  if (word.startsWith('to')) {
    const position = /\d{1,3}/.exec(rest)?.[0];
    if (position) return { kind: 'move', slide, to: { position: Number(position) } };
  }
  return { kind: 'move', slide, to: /end|bottom|back/.test(word) ? 'end' : 'start' };
}

/** The one slide a phrase names; a phrase naming none means the selected slide. */
export function slideRef(phrase: string): SlideRef {
  const number = new RegExp(String.raw`${SLIDE}\s*#?(\d{1,3})\b`, 'i').exec(phrase)?.[1];
  if (number) return Number(number);
  if (/\b(?:first|premi[eè]re?|erste[nr]?|primera?|prima)\b/i.test(phrase)) return 'first';
  if (/\b(?:last|derni[eè]re?|letzte[nr]?|[uú]ltima?|ultima)\b/i.test(phrase)) return 'last';
  return 'selected';
}

/** "delete slides 2, 3 and 5", "remove slides 2-4", "delete the last slide". */
function slideRefs(text: string, document: ProjectDocument): SlideRef[] {
  const list = new RegExp(String.raw`${SLIDE}\s+(\d{1,3}(?:\s*(?:,|and|&|et|und|y|e|to|-|–)\s*\d{1,3})+)`, 'i').exec(text)?.[1];
  if (!list) return [slideRef(text)];
  const numbers = new Set<number>();
  for (const part of list.split(/\s*(?:,|and|&|et|und|y|e)\s*/)) {
    const range = /^(\d+)\s*(?:to|-|–)\s*(\d+)$/.exec(part);
    if (!range) numbers.add(Number(part));
    else for (let at = Number(range[1]); at <= Math.min(Number(range[2]), document.pages.length); at++) numbers.add(at);
  }
  return [...numbers];
}

/** "Add a slide about our volunteers" → "volunteers": the determiners say nothing about the topic. */
function topicOf(text: string): string {
  // Words before the topic; in Arabic script and Hebrew a word boundary is not a \b, so those go after a space.
  const topic = (/\b(?:about|on|for|covering|sur|über|sobre|su|về|tentang|про)\s+(.+)$/i.exec(text) ?? /\s(?:عن|حول|درباره‌ی?|دربارهٔ|על)\s+(.+)$/u.exec(text))?.[1] ?? '';
  return topic
    .replace(/[.!?]+$/, '')
    .replace(QUOTES, '')
    .replace(/^(?:our|the|a|an|my|your|their|nos|notre|les|le|la|unsere?n?|die|der|das|nuestros?|nuestras?|los|las|el|i|il|gli|le)\s+/i, '')
    .trim();
}
