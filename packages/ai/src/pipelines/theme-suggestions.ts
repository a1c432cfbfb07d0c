import { z } from 'zod';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import { AI_STREAM_TIMEOUT_MS } from '@folio/contracts';
import { terms } from '@folio/layout';
import { hash } from './page-ids.ts';

/** What a suggestion needs to know of a theme the user can pick. */
export interface ThemeSummary {
  id: string;
  name: string;
  mode: 'light' | 'dark';
  /** The accent (seed) colour, as hex. */
  accent: string;
}

export interface ThemeSuggestion {
  themeId: string;
  name: string;
  mode: 'light' | 'dark';
  /** One sentence the design panel shows under the theme. */
  reason: string;
}

export interface SuggestThemesRequest {
  /** What the user asked for ("calmer", "for a bank"); may be empty. */
  prompt: string;
  /** The deck's words, which say what it is about. */
  deckText: string;
  themes: readonly ThemeSummary[];
  /** Not suggested again. */
  currentThemeId?: string | undefined;
  count: number;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

type Family = 'warm' | 'cool' | 'green' | 'violet' | 'pink' | 'neutral';

/** Words that ask for a mood, in the deck or the request, and what they point to. */
const MOODS: Array<{ words: RegExp; mode?: 'light' | 'dark'; families: Family[]; label: string }> = [
  { words: /\b(?:dark|night|moody|dramatic|cinematic|luxury|premium|elegant)\b/i, mode: 'dark', families: ['violet', 'neutral'], label: 'dark and dramatic' },
  { words: /\b(?:light|bright|clean|airy|minimal|simple|white)\b/i, mode: 'light', families: ['neutral', 'cool'], label: 'light and clean' },
  { words: /\b(?:bank|finance|corporate|business|consult|legal|insurance|report|quarterly|investor|sales)\b/i, families: ['cool', 'neutral'], label: 'businesslike' },
  { words: /\b(?:tech|software|ai|data|cloud|startup|digital|cyber|code)\b/i, families: ['cool', 'violet'], label: 'technical' },
  { words: /\b(?:nature|garden|farm|forest|eco|climate|sustainab|green|health|plant|organic)\b/i, families: ['green'], label: 'natural' },
  { words: /\b(?:food|bakery|bread|coffee|restaurant|cook|warm|cosy|cozy|autumn|sun|summer)\b/i, families: ['warm'], label: 'warm' },
  { words: /\b(?:kids?|children|school|lesson|fun|playful|party|birthday|creative|art)\b/i, families: ['pink', 'warm'], label: 'playful' },
  { words: /\b(?:calm|wellness|yoga|spa|ocean|sea|travel|sky|water)\b/i, families: ['cool', 'green'], label: 'calm' },
  { words: /\b(?:love|wedding|beauty|fashion|romantic)\b/i, families: ['pink', 'violet'], label: 'soft' },
];

/**
 * ai/design: themes that suit the deck, best first, streamed as they are chosen. A model
 * picks among the user's themes with a reason each; offline, the deck's and the request's
 * words are matched to the themes' mode and accent colour, and ties broken by the deck so the
 * same deck gets the same suggestions.
 */
export async function* suggestThemes(provider: Provider, request: SuggestThemesRequest): AsyncGenerator<ThemeSuggestion> {
  const candidates = request.themes.filter((theme) => theme.id !== request.currentThemeId);
  const byId = new Map(candidates.map((theme) => [theme.id, theme]));
  if (provider.kind === 'composer') {
    yield* offlineSuggestions(request, candidates);
    return;
  }
  const Suggestion = z.object({ themeId: z.string(), reason: z.string().max(300) }).strict();
  const seen = new Set<string>();
  const events = streamStructured(provider, {
    schema: z.object({ suggestions: z.array(Suggestion).max(12) }).strict(),
    items: { key: 'suggestions', schema: Suggestion },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: `You choose slide themes. Suggest the ${request.count} themes that suit the deck best, best first, each with one short reason in the user's language. Use only these themes:\n${candidates.map((theme) => `${theme.id}: ${theme.name}, ${theme.mode}, accent ${theme.accent}`).join('\n')}` },
      { role: 'user', content: `Deck:\n${request.deckText.slice(0, 4000)}\n\nRequest: ${request.prompt || '(none)'}` },
    ],
  });
  for await (const event of events) {
    if (event.type !== 'item') continue;
    const theme = byId.get(event.item.themeId);
    if (!theme || seen.has(theme.id)) continue;
    seen.add(theme.id);
    yield { themeId: theme.id, name: theme.name, mode: theme.mode, reason: event.item.reason };
    if (seen.size >= request.count) return;
  }
}

function* offlineSuggestions(request: SuggestThemesRequest, candidates: readonly ThemeSummary[]): Generator<ThemeSuggestion> {
  // The request counts more than the deck: "make it darker" outweighs a deck about sunshine.
  const asked = MOODS.filter((mood) => mood.words.test(request.prompt));
  const implied = MOODS.filter((mood) => mood.words.test(request.deckText) && !asked.includes(mood));
  const words = new Set(terms(`${request.prompt} ${request.deckText}`));
  const scored = candidates.map((theme) => {
    const family = familyOf(theme.accent);
    let score = 0;
    const reasons: string[] = [];
    if (theme.name.toLowerCase().split(/\s+/).some((word) => words.has(word))) {
      score += 3;
      reasons.push(NAME_FITS);
    }
    for (const [mood, weight] of [...asked.map((each) => [each, 2] as const), ...implied.map((each) => [each, 1] as const)]) {
      const fits = (mood.mode === undefined || mood.mode === theme.mode) && (mood.mode !== undefined || mood.families.includes(family));
      if (fits) {
        score += weight * (mood.mode !== undefined && mood.families.includes(family) ? 1.5 : 1);
        reasons.push(mood.label);
      }
    }
    const tiebreak = Number.parseInt(hash(`${request.deckText.slice(0, 200)}|${theme.id}`), 36) / 2 ** 32;
    return { theme, score: score + tiebreak * 0.5, reasons };
  });
  scored.sort((a, b) => b.score - a.score);
  for (const { theme, reasons } of scored.slice(0, request.count)) {
    const look = `${theme.mode === 'dark' ? 'Dark' : 'Light'}, with a ${FAMILY_WORDS[familyOf(theme.accent)]} accent`;
    const moods = [...new Set(reasons.filter((reason) => reason !== NAME_FITS))];
    const why = [reasons.includes(NAME_FITS) ? NAME_FITS : '', moods.length > 0 ? `fits a ${[moods.slice(0, -1).join(', '), moods.at(-1)].filter(Boolean).join(' and ')} deck` : ''].filter(Boolean).join('; ');
    yield { themeId: theme.id, name: theme.name, mode: theme.mode, reason: `${look}${why ? `: ${why}` : ', a change from the current look'}.` };
  }
}

const NAME_FITS = 'its name echoes your words';
const FAMILY_WORDS: Record<Family, string> = { warm: 'warm', cool: 'cool blue', green: 'green', violet: 'violet', pink: 'pink', neutral: 'neutral' };

function familyOf(hex: string): Family {
  const match = /^#?([0-9a-f]{6})/i.exec(hex.trim());
  if (!match) return 'neutral';
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 40) return 'neutral';
  const hue = max === r ? (((g - b) / (max - min)) * 60 + 360) % 360 : max === g ? ((b - r) / (max - min)) * 60 + 120 : ((r - g) / (max - min)) * 60 + 240;
  if (hue < 60 || hue >= 345) return 'warm';
  if (hue < 165) return 'green';
  if (hue < 250) return 'cool';
  if (hue < 300) return 'violet';
  return 'pink';
}
