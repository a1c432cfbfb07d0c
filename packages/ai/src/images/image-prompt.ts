import type { Provider } from '../providers/provider.ts';
import { ThinkFilter } from '../providers/think-filter.ts';
import { hash } from '../pipelines/page-ids.ts';

/** What an image prompt borrows from the deck's theme. */
export interface ImageTheme {
  name: string;
  mode: 'light' | 'dark';
  /** Hex colours, the most characteristic first (accent, background, cards, text). */
  colors: readonly string[];
}

export interface EnhancePromptRequest {
  prompt: string;
  theme?: ImageTheme | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

const MAX_PROMPT = 1000;
const STYLES = ['editorial illustration', 'minimal flat vector art', 'soft 3D render', 'abstract geometric composition', 'clean isometric illustration', 'textured paper-cut collage'];
const COMPOSITIONS = ['centred subject with generous negative space', 'rule-of-thirds composition, wide framing', 'layered depth from foreground to background', 'symmetrical balanced layout', 'subject off-centre to leave room for a title'];

/**
 * image/generate/enhance-prompt: a short idea made into a prompt an image model draws well.
 * A configured model rewrites it; offline the prompt is enriched with a style, lighting,
 * composition and the theme's colours — the same words for the same prompt and theme.
 */
export async function enhanceImagePrompt(provider: Provider, request: EnhancePromptRequest): Promise<string> {
  if (provider.kind !== 'composer') {
    const think = new ThinkFilter();
    let answer = '';
    for await (const delta of provider.streamText({
      model: request.model,
      signal: request.signal,
      timeoutMs: 60_000,
      messages: [
        {
          role: 'system',
          content: `Rewrite the user's idea as one vivid prompt for an image generator: subject, style, lighting, composition and colours, under 80 words, in the user's language, no text in the image. ${request.theme ? `Use the colours of the "${request.theme.name}" theme: ${describeColors(request.theme.colors)}.` : ''} Answer with the prompt only.`,
        },
        { role: 'user', content: request.prompt },
      ],
    }))
      answer += think.push(delta);
    answer = (answer + think.end()).trim().replace(/^["'“]+|["'”]+$/g, '').trim();
    if (answer) return answer.slice(0, MAX_PROMPT);
  }
  return enrichOffline(request.prompt, request.theme);
}

function enrichOffline(prompt: string, theme: ImageTheme | undefined): string {
  const seed = Number.parseInt(hash(prompt.trim().toLowerCase()), 36);
  const subject = prompt.trim().replace(/[\s.,;!]+$/, '');
  const lighting = theme?.mode === 'dark' ? 'moody low-key lighting with glowing highlights' : 'soft natural daylight, gentle shadows';
  const parts = [subject, STYLES[seed % STYLES.length]!, lighting, COMPOSITIONS[(seed >>> 4) % COMPOSITIONS.length]!];
  if (theme) parts.push(`colour palette of ${describeColors(theme.colors)}`);
  parts.push('high detail, no text');
  return parts.join(', ').slice(0, MAX_PROMPT);
}

/** Hex colours as words an image model understands ("deep blue, warm cream"). */
export function describeColors(colors: readonly string[]): string {
  return [...new Set(colors.slice(0, 4).map(colorName).filter(Boolean))].join(', ');
}

const HUES: Array<[number, string]> = [
  [15, 'red'], [40, 'orange'], [65, 'golden yellow'], [90, 'lime'], [150, 'green'], [185, 'teal'], [200, 'cyan'], [250, 'blue'], [280, 'indigo'], [320, 'violet'], [345, 'magenta'], [360, 'red'],
];

function colorName(hex: string): string {
  const match = /^#?([0-9a-f]{6})/i.exec(hex.trim());
  if (!match) return '';
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  if (saturation < 0.15) return light > 0.85 ? 'white' : light < 0.15 ? 'near black' : light > 0.55 ? 'light grey' : 'charcoal grey';
  const hue = max === r ? (((g - b) / (max - min)) * 60 + 360) % 360 : max === g ? ((b - r) / (max - min)) * 60 + 120 : ((r - g) / (max - min)) * 60 + 240;
  const name = HUES.find(([limit]) => hue < limit)?.[1] ?? 'red';
  const shade = light > 0.8 ? (name === 'orange' || name === 'golden yellow' ? 'warm cream' : `pale ${name}`) : light < 0.3 ? `deep ${name}` : name;
  return shade;
}
