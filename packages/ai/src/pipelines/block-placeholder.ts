import { BlockContent, type BlockKind } from '@folio/layout';
import { z } from 'zod';
import { topicOf } from '../composer/topic.ts';
import type { Provider } from '../providers/provider.ts';
import { generateStructured } from '../providers/structured.ts';
import { BLOCK_PLACEHOLDER_CACHE_MS, BLOCK_PLACEHOLDER_TIMEOUT_MS } from '@folio/contracts';
import { TtlCache } from './ttl-cache.ts';

export interface PlaceholderRequest {
  /** The kind of block to fill. */
  type: BlockKind;
  /** The block as it is now, if any: the answer keeps to its shape. */
  block?: BlockContent | undefined;
  prompt: string;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * `ai/block/placeholder`: content for one block, of the asked kind, from a prompt. Answers
 * are cached for 20 minutes by their input and the call times out after 5 (§7/§9).
 */
export class BlockPlaceholders {
  private readonly cache: TtlCache<BlockContent>;

  constructor(
    private readonly provider: Provider,
    now?: () => number,
  ) {
    this.cache = new TtlCache(BLOCK_PLACEHOLDER_CACHE_MS, now);
  }

  async fill(request: PlaceholderRequest): Promise<BlockContent> {
    const key = JSON.stringify([this.provider.kind === 'composer' ? 'composer' : (request.model ?? this.provider.model), request.type, request.block ?? null, request.prompt]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const block = this.provider.kind === 'composer' ? offlinePlaceholder(request) : await this.ask(request);
    this.cache.set(key, block);
    return block;
  }

  private ask(request: PlaceholderRequest): Promise<BlockContent> {
    if (this.provider.kind === 'composer') throw new Error('unreachable: the composer answers offline');
    const schema = BlockContent.options.find((option) => option.shape.kind.value === request.type) as z.ZodType<BlockContent> | undefined;
    if (!schema) throw new RangeError(`unknown block type '${request.type}'`);
    return generateStructured(this.provider, {
      schema,
      model: request.model,
      signal: request.signal,
      timeoutMs: BLOCK_PLACEHOLDER_TIMEOUT_MS,
      messages: [
        { role: 'system', content: `You fill one block of a slide. Its kind is "${request.type}". Keep text short enough for a slide.` },
        { role: 'user', content: `${request.prompt}${request.block ? `\n\nThe block now:\n${JSON.stringify(request.block)}` : ''}` },
      ],
    });
  }
}

/** Without a model: the block's usual shape with the prompt's topic and [bracketed] text to replace. */
function offlinePlaceholder(request: PlaceholderRequest): BlockContent {
  const topic = topicOf(request.prompt) || 'Your topic';
  switch (request.type) {
    case 'text':
      return { kind: 'text', paragraphs: [
        { role: 'subheadline', spans: [{ text: topic }] },
        { role: 'normalText', spans: [{ text: `[Write two or three sentences about ${topic.toLowerCase()}.]` }] },
      ] };
    case 'table':
      return BlockContent.parse({ kind: 'table', rows: [[topic, '[Column]', '[Column]'], ['[Row]', '[Value]', '[Value]'], ['[Row]', '[Value]', '[Value]']] });
    case 'chart':
      return BlockContent.parse({ kind: 'chart', chartType: 'column', title: `${topic} [example data]`, labels: ['[A]', '[B]', '[C]', '[D]'], series: [{ name: '[Series]', values: [3, 5, 4, 6] }] });
    case 'quote':
      return BlockContent.parse({ kind: 'quote', sentence: `[A sentence someone said about ${topic.toLowerCase()}]`, author: '[Name]' });
    case 'diagram':
      return BlockContent.parse({ kind: 'diagram', nodes: [{ id: 'a', label: '[Start]' }, { id: 'b', label: topic }, { id: 'c', label: '[Result]' }], edges: [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }] });
    case 'button':
      return BlockContent.parse({ kind: 'button', label: '[Call to action]', url: request.block?.kind === 'button' ? request.block.url : 'https://example.com' });
    default:
      // Images, videos, shapes and dividers need no words: the block stays as it is (or its empty form).
      return request.block ?? BlockContent.parse({ kind: 'shape', shape: 'icon', icon: 'lightbulb' });
  }
}
