import { buildReference, type DocumentItem } from '../build-reference.ts';
import type { Reference } from '@folio/contracts';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';

export class TranscriptUnavailableError extends Error {
  override name = 'TranscriptUnavailableError';
}

export interface YoutubeOptions extends GuardedFetchOptions {
  /** Preferred caption language (§3 service id); the first track otherwise. */
  language?: string | undefined;
  /** Tests only: where the watch page is fetched from instead of https://www.youtube.com. */
  origin?: string | undefined;
}

/** The video id of a YouTube link (watch, youtu.be, shorts, embed, live), or undefined. */
export function youtubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(?:www\.|m\.|music\.)/, '');
  const id = host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' || host === 'youtube-nocookie.com' ? (url.searchParams.get('v') ?? /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1]) : undefined;
  return id && /^[\w-]{11}$/.test(id) ? id : undefined;
}

/**
 * `upload/extract/youtube`: the captions of a video as text, through the same guarded
 * fetcher as web pages — the watch page names the caption tracks, and a track's timedtext
 * XML holds the lines. Without captions (or when YouTube will not serve them) it says so.
 */
export async function extractYoutube(link: string, options: YoutubeOptions = {}): Promise<Reference> {
  const id = youtubeVideoId(link);
  if (!id) throw new TranscriptUnavailableError('This is not a YouTube video link.');
  const origin = options.origin ?? 'https://www.youtube.com';
  const watch = await guardedFetch(`${origin}/watch?v=${id}&hl=en`, { ...options, headers: { 'accept-language': 'en', ...options.headers } });
  const html = new TextDecoder().decode(watch.body);
  const tracksJson = /"captionTracks":(\[.*?\])/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/\s*-\s*YouTube\s*$/, '') ?? `YouTube video ${id}`;
  if (!tracksJson) throw new TranscriptUnavailableError('This video has no captions that can be read, so there is no transcript to import.');
  let tracks: Array<{ baseUrl: string; languageCode?: string }>;
  try {
    tracks = JSON.parse(tracksJson) as typeof tracks;
  } catch {
    throw new TranscriptUnavailableError('The video page could not be read for captions.');
  }
  const track = tracks.find((each) => options.language && each.languageCode?.startsWith(options.language.slice(0, 2))) ?? tracks[0];
  if (!track?.baseUrl) throw new TranscriptUnavailableError('This video has no captions that can be read, so there is no transcript to import.');
  const captionUrl = new URL(track.baseUrl.replace(/\\u0026/g, '&'), origin).toString();
  const xml = new TextDecoder().decode((await guardedFetch(captionUrl, options)).body);
  const lines = Array.from(xml.matchAll(/<text start="([\d.]+)"[^>]*>([\s\S]*?)<\/text>/g), (match) => ({ start: Number(match[1]), text: decodeEntities(match[2]!) }));
  if (lines.length === 0) throw new TranscriptUnavailableError('The captions of this video are empty.');
  // Paragraphs of about a minute, so the composer has sentences in context rather than caption fragments.
  const items: DocumentItem[] = [];
  let paragraph: string[] = [];
  let startedAt = 0;
  for (const line of lines) {
    if (line.start - startedAt >= 60 && paragraph.length > 0) {
      items.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
      startedAt = line.start;
    }
    paragraph.push(line.text);
  }
  if (paragraph.length > 0) items.push({ kind: 'paragraph', text: paragraph.join(' ') });
  return buildReference(decodeEntities(title), { kind: 'video', name: link }, [{ kind: 'heading', level: 1, text: decodeEntities(title) }, ...items]);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
