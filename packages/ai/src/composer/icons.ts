/** Icon for a slide by what it talks about; lightbulb when nothing matches. Names are the renderer's icon set. */
const TOPICS: Array<[RegExp, string]> = [
  [/\b(?:risk|safety|secur|protect|insur)/i, 'shield'],
  [/\b(?:member|customer|people|team|community|users?|staff|famil)/i, 'users'],
  [/\b(?:climate|carbon|green|energy|solar|wind|nature|environment|sustainab)/i, 'leaf'],
  [/\b(?:revenue|financ|budget|cost|price|profit|sales|market)/i, 'chart'],
  [/\b(?:plan|timeline|schedule|roadmap|next|future|time)/i, 'clock'],
  [/\b(?:goal|target|objective|aim)/i, 'target'],
  [/\b(?:growth|launch|scale|expan)/i, 'rocket'],
  [/\b(?:learn|lesson|teach|school|course|book|read)/i, 'book'],
  [/\b(?:world|global|international|country|countries)/i, 'globe'],
  [/\b(?:award|win|success|best)/i, 'trophy'],
  [/\b(?:software|code|tech|digital|data)/i, 'code'],
  [/\b(?:power|electric|fast|speed)/i, 'zap'],
];

const FALLBACK = 'lightbulb';
/** Icons that say nothing about a topic: tried before another topic's icon, so a slide never shows an icon that misleads. */
const NEUTRAL = ['star', 'check', 'arrow-right', 'heart'];
/** Taken last, so that a long deck still shows no icon twice. */
const SPARE = ['map-pin', 'mail', 'phone'];

export function pickIcon(text: string): string {
  return TOPICS.find(([pattern]) => pattern.test(text))?.[1] ?? FALLBACK;
}

/**
 * Another icon for a slide whose icon an earlier slide already shows: the next one its text
 * matches, else one no slide uses yet, so a deck does not show one picture on every slide.
 */
function unusedIcon(text: string, used: ReadonlySet<string>): string {
  const matching = TOPICS.filter(([pattern]) => pattern.test(text)).map(([, icon]) => icon);
  const all = [FALLBACK, ...NEUTRAL, ...TOPICS.map(([, icon]) => icon), ...SPARE];
  return [...matching, ...all].find((icon) => !used.has(icon)) ?? pickIcon(text);
}

/** Each slide's or section's icon, changed where an earlier one already shows it. */
export function varyIcons<T extends object>(specs: readonly T[]): T[] {
  const shown = new Set<string>();
  return specs.map((spec) => {
    const current = 'icon' in spec && typeof spec.icon === 'string' ? spec.icon : undefined;
    if (!current) return spec;
    const icon = shown.has(current) ? unusedIcon(JSON.stringify(spec), shown) : current;
    shown.add(icon);
    return { ...spec, icon };
  });
}
