import { STORYLINE_MAX_ITEMS } from '@folio/contracts';

/** Number words up to twenty in the languages where the words are cheap to list; digits work in every language. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
    'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt',
    'ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig',
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
    'um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte',
    'uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti',
  ].flatMap((line) => line.split(' ').map((word, index) => [word, index + 1] as const)),
);

/**
 * "slides" in the §3 languages the composer has labels for. Not "pages": "our 40-page report"
 * is the length of a document, not of the deck.
 */
const SLIDE_WORDS = 'slides?|diapositives?|diapos?|folien|folie|diapositivas?|diapositivos?|lâminas?|diapositive';

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;

/**
 * "6 slides", "six slides", "a 10-slide deck", "in 6 slides", "(8 Folien)": the number and
 * the words around it that only say how long the deck is, so they can be cut from the topic.
 */
const COUNT_PHRASE = new RegExp(`(?:\\s*[,;:(—–-]\\s*|\\s+)?(?:(?:in|with|of|on|en|mit|con|com|in)\\s+)?${NUMBER}[\\s-]*(?:${SLIDE_WORDS})\\b\\)?`, 'iu');

/** The slide count a prompt names, and the prompt without it; undefined when it names none. */
export function slideCountIn(prompt: string): { count: number; rest: string } | undefined {
  const match = COUNT_PHRASE.exec(prompt);
  if (!match) return undefined;
  const said = match[1]!.toLowerCase();
  const count = /^\d+$/.test(said) ? Number(said) : NUMBER_WORDS[said];
  if (!count) return undefined;
  const rest = `${prompt.slice(0, match.index)}${match.index > 0 && /^\s*\)?[\p{L}\p{N}]/u.test(prompt.slice(match.index + match[0].length)) ? ' ' : ''}${prompt.slice(match.index + match[0].length)}`
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:—–-]+$/g, '')
    .trim();
  return { count: Math.min(STORYLINE_MAX_ITEMS, count), rest };
}

/**
 * The number of slides the person asked for: the count in the prompt, unless they picked one
 * in the options after last editing the prompt (the last one touched wins); the picker's
 * value when the prompt names none.
 */
export function askedSlideCount(prompt: string, options: { slideCount?: number | undefined; slideCountPicked?: boolean | undefined }): number | undefined {
  const inPrompt = slideCountIn(prompt)?.count;
  if (options.slideCountPicked && options.slideCount !== undefined) return options.slideCount;
  return inPrompt ?? options.slideCount;
}
