/**
 * Finds the objects of one array in JSON text while it streams in, and hands each one over
 * as soon as its closing brace arrives — so a slide can be shown while the model is still
 * writing the next. The array is the top-level value, or the value of `key` in the
 * top-level object (`{"slides": [ {…}, {…} ]}`). Reads the JSON models write as well as
 * the standard's: single-quoted strings and comments do not throw the brackets off.
 */
export class JsonArrayStream {
  private text = '';
  private scanned = 0;
  private started = false;
  private readonly stack: Array<'{' | '['> = [];
  /** The quote that opened the string being read: models write single-quoted JSON too. */
  private quote: '"' | "'" | undefined;
  /** The comment being skipped ("//" to the line's end, "/*" to its close). */
  private comment: '//' | '/*' | undefined;
  private escaped = false;
  private lastString = '';
  private stringStart = -1;
  private pendingKey: string | undefined;
  /** Depth of the target array once found, and where the element being read began. */
  private arrayDepth = -1;
  private elementStart = -1;

  constructor(private readonly key?: string) {}

  /** Feeds more text; returns the JSON text of every element completed by it. */
  push(chunk: string): string[] {
    this.text += chunk;
    const done: string[] = [];
    for (; this.scanned < this.text.length; this.scanned++) {
      const char = this.text[this.scanned]!;
      if (!this.started) {
        if (char !== '{' && char !== '[') continue;
        this.started = true;
      }
      if (this.quote) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === this.quote) {
          this.quote = undefined;
          this.lastString = this.text.slice(this.stringStart + 1, this.scanned);
        }
        continue;
      }
      if (this.comment) {
        if (this.comment === '//' ? char === '\n' : char === '/' && this.text[this.scanned - 1] === '*') this.comment = undefined;
        continue;
      }
      switch (char) {
        case '"':
        case "'":
          this.quote = char;
          this.stringStart = this.scanned;
          break;
        case '/': {
          const next = this.text[this.scanned + 1];
          // A slash at the end of what arrived may open a comment: wait for the next chunk.
          if (next === undefined) return done;
          if (next === '/' || next === '*') {
            this.comment = next === '/' ? '//' : '/*';
            this.scanned++;
          }
          break;
        }
        case ':':
          if (this.stack.length === 1 && this.stack[0] === '{') this.pendingKey = this.lastString;
          break;
        case '{':
        case '[':
          this.stack.push(char);
          if (char === '[' && this.arrayDepth === -1 && this.isTarget()) this.arrayDepth = this.stack.length;
          else if (this.arrayDepth !== -1 && this.stack.length === this.arrayDepth + 1 && char === '{') this.elementStart = this.scanned;
          break;
        case '}':
        case ']':
          if (this.arrayDepth !== -1 && this.stack.length === this.arrayDepth + 1 && char === '}' && this.elementStart !== -1) {
            done.push(this.text.slice(this.elementStart, this.scanned + 1));
            this.elementStart = -1;
          }
          if (this.stack.length === this.arrayDepth && char === ']') this.arrayDepth = -2;
          this.stack.pop();
          break;
      }
    }
    return done;
  }

  private isTarget(): boolean {
    // Called after the push: the array itself is on the stack.
    if (this.key === undefined) return this.stack.length === 1;
    return this.stack.length === 2 && this.stack[0] === '{' && this.pendingKey === this.key;
  }
}
