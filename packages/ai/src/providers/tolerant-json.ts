import { jsonrepair } from 'jsonrepair';

/**
 * The JSON value in a model's answer, however it was written: after a `<think>` block,
 * inside a ```json fence, between sentences of prose, cut off before its end, or with the
 * small mistakes models make (trailing commas, single quotes, comments, unquoted keys) —
 * repaired with jsonrepair. Throws when there is no JSON to be found.
 */
export function parseTolerantJson(answer: string): unknown {
  const text = stripThinking(answer);
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)(?:```|$)/.exec(text)?.[1];
  const candidate = extractJsonText(fenced && /[[{]/.test(fenced) ? fenced : text);
  if (candidate === undefined) throw new SyntaxError('the answer holds no JSON');
  try {
    return JSON.parse(candidate);
  } catch {
    return JSON.parse(jsonrepair(candidate));
  }
}

function stripThinking(text: string): string {
  const closed = text.replace(/<think>[\s\S]*?<\/think>/g, '');
  // An unclosed block is reasoning cut short; a lone closing tag ends reasoning whose opening tag the server ate.
  const lone = closed.lastIndexOf('</think>');
  const afterLone = lone === -1 ? closed : closed.slice(lone + '</think>'.length);
  const open = afterLone.indexOf('<think>');
  return open === -1 ? afterLone : afterLone.slice(0, open);
}

/** From the first `{` or `[` to its matching close, or to the end when the answer was cut off. */
function extractJsonText(text: string): string | undefined {
  const start = text.search(/[[{]/);
  if (start === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return text.slice(start);
}
