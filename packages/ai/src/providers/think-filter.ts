const OPEN = '<think>';
const CLOSE = '</think>';

/**
 * Removes `<think>…</think>` from streamed text as it arrives ("thinking" models such as
 * DeepSeek-R1 and Qwen3 write their reasoning into the answer). A chunk ending in what may
 * be the start of a tag is held back until the next chunk says.
 */
export class ThinkFilter {
  private pending = '';
  private thinking = false;

  push(chunk: string): string {
    let text = this.pending + chunk;
    this.pending = '';
    let out = '';
    while (text) {
      const tag = this.thinking ? CLOSE : OPEN;
      const at = text.indexOf(tag);
      if (at !== -1) {
        if (!this.thinking) out += text.slice(0, at);
        text = text.slice(at + tag.length);
        this.thinking = !this.thinking;
        continue;
      }
      const keep = partialTagLength(text, tag);
      if (!this.thinking) out += text.slice(0, text.length - keep);
      this.pending = text.slice(text.length - keep);
      break;
    }
    return out;
  }

  /** What is left at the end of the stream: a held-back fragment that turned out not to be a tag. */
  end(): string {
    const rest = this.thinking ? '' : this.pending;
    this.pending = '';
    return rest;
  }
}

/** How many characters at the end of `text` could be the beginning of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
