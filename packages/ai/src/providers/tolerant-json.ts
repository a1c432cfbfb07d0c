import { jsonrepair } from 'jsonrepair';

/**
 * The JSON value in a model's answer, however it was written: after a `<think>` block,
 * inside a ```json fence, between sentences of prose, cut off before its end, or with the
 * small mistakes models make (trailing commas, single quotes, comments, unquoted keys) —
 * repaired with jsonrepair — or as the last value inside a `<think>` that was never closed.
 * Throws when there is no JSON to be found.
 */
export function parseTolerantJson(answer: string): unknown {
  const { visible, unclosed } = splitThinking(answer);
  const candidate = jsonText(visible) ?? (unclosed === undefined ? undefined : lastJsonText(unclosed));
  if (candidate === undefined) throw new SyntaxError('the answer holds no JSON');
  try {
    return JSON.parse(candidate);
  } catch {
    return JSON.parse(jsonrepair(candidate));
  }
}

/** The answer without its reasoning, and the reasoning of a `<think>` never closed. */
export function splitThinking(text: string): { visible: string; unclosed: string | undefined } {
  const closed = text.replace(/<think>[\s\S]*?<\/think>/g, '');
  // A lone closing tag ends reasoning whose opening tag the server ate.
  const lone = closed.lastIndexOf('</think>');
  const afterLone = lone === -1 ? closed : closed.slice(lone + '</think>'.length);
  const open = afterLone.indexOf('<think>');
  return open === -1 ? { visible: afterLone, unclosed: undefined } : { visible: afterLone.slice(0, open), unclosed: afterLone.slice(open + '<think>'.length) };
}

function jsonText(text: string): string | undefined {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)(?:```|$)/.exec(text)?.[1];
  return extractJsonText(fenced && /[[{]/.test(fenced) ? fenced : text);
}

/**
 * The last JSON value in reasoning that was never closed: some models (Qwen3, DeepSeek-R1
 * distills) write their whole answer inside the `<think>` they forget to close. Drafts and
 * examples come earlier in the reasoning, so the last value is the answer.
 */
function lastJsonText(reasoning: string): string | undefined {
  let last: string | undefined;
  for (let rest = reasoning; ; ) {
    const found = extractJsonText(rest);
    if (found === undefined) return last;
    last = found;
    rest = rest.slice(rest.indexOf(found) + found.length);
  }
}

/** From the first `{` or `[` to its matching close, or to the end when the answer was cut off. */
function extractJsonText(text: string): string | undefined {
  const start = text.search(/[[{]/);
  if (start === -1) return undefined;
  let depth = 0;
  // Single-quoted strings count too: a bracket inside one must not end the value.
  let quote: string | undefined;
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return text.slice(start);
}
