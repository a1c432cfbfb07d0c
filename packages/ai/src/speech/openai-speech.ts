import { AiError } from '../providers/ai-error.ts';
import { splitSentences } from '../text/text-tools.ts';

/** Longest text sent in one request: OpenAI's /audio/speech takes at most 4096 characters. */
const SPEECH_MAX_CHARS = 4096;
const SPEECH_TIMEOUT_MS = 2 * 60_000;

export interface SpeechModel {
  readonly model: string;
  /** MP3 bytes of `text` read aloud, however long. */
  speak(text: string, options?: { voice?: string | undefined; signal?: AbortSignal | undefined }): Promise<Uint8Array>;
}

/**
 * Speaker-note audio from an OpenAI-compatible server's POST {baseUrl}/audio/speech (OpenAI,
 * and local servers that copy it). The server configures it with AI_TTS_MODEL on the
 * AI_BASE_URL server; `voice` (AI_TTS_VOICE) is used when a request names none.
 */
export class OpenAiSpeech implements SpeechModel {
  constructor(private readonly config: { baseUrl: string; apiKey?: string | undefined; model: string; voice?: string | undefined; fetch?: typeof fetch | undefined }) {}

  get model(): string {
    return this.config.model;
  }

  async speak(text: string, options: { voice?: string | undefined; signal?: AbortSignal | undefined } = {}): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    // MP3 frames stand alone, so the parts of a long script play as one file when joined.
    for (const chunk of chunksOf(text)) parts.push(await this.speakOnce(chunk, options));
    return parts.length === 1 ? parts[0]! : new Uint8Array(Buffer.concat(parts));
  }

  private async speakOnce(text: string, options: { voice?: string | undefined; signal?: AbortSignal | undefined }): Promise<Uint8Array> {
    const timeout = AbortSignal.timeout(SPEECH_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    let response: Response;
    try {
      response = await (this.config.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
        body: JSON.stringify({ model: this.config.model, input: text, voice: options.voice ?? this.config.voice ?? 'alloy', response_format: 'mp3' }),
        signal,
      });
    } catch (error) {
      if (timeout.aborted) throw new AiError('timeout', 'The speech server did not answer in time.');
      throw new AiError('unreachable', `The speech server could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new AiError('http_error', `The speech server answered ${response.status}: ${(await response.text()).slice(0, 300)}`, '', response.status);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!looksLikeMp3(bytes)) throw new AiError('invalid_output', 'The speech server did not answer with MP3 audio.');
    return bytes;
  }
}

/** An ID3 tag or an MPEG audio frame sync at the start. */
function looksLikeMp3(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frame = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
  return id3 || frame;
}

/** The text cut at sentence ends into pieces the speech API accepts. */
function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    for (let at = 0; at < sentence.length; at += SPEECH_MAX_CHARS) {
      const piece = sentence.slice(at, at + SPEECH_MAX_CHARS);
      if (current && current.length + piece.length + 1 > SPEECH_MAX_CHARS) {
        chunks.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
