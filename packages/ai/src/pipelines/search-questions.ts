import { z } from 'zod';
import { topicOf } from '../composer/topic.ts';
import type { Provider } from '../providers/provider.ts';
import { generateStructured } from '../providers/structured.ts';
import { terms } from '@folio/layout';

export interface SearchQuestionsRequest {
  prompt: string;
  count?: number | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

const Questions = z.object({ questions: z.array(z.string().trim().min(3).max(200)).min(1).max(10) }).strict();

/** Question shapes the offline path fills with the prompt's topic and its main words. */
const TOPIC_QUESTIONS = [
  (topic: string) => `What is ${topic}?`,
  (topic: string) => `What are the latest figures on ${topic}?`,
  (topic: string) => `What are the main challenges of ${topic}?`,
  (topic: string) => `What are good examples of ${topic}?`,
];
const TERM_QUESTIONS = [(term: string) => `How does ${term} work?`, (term: string) => `Why does ${term} matter?`];

/**
 * getSearchQuestions: what someone writing about the prompt may want to look up before
 * generating. A model writes them; offline they come from the prompt's topic and keywords.
 */
export async function searchQuestions(provider: Provider, request: SearchQuestionsRequest): Promise<string[]> {
  const count = request.count ?? 5;
  if (provider.kind === 'composer') return offlineQuestions(request.prompt, count);
  const answer = await generateStructured(provider, {
    schema: Questions,
    model: request.model,
    signal: request.signal,
    messages: [
      { role: 'system', content: `List ${count} short web-search questions a person preparing a presentation on the request would research first. Write them in the language of the request.` },
      { role: 'user', content: request.prompt },
    ],
  });
  return [...new Set(answer.questions)].slice(0, count);
}

function offlineQuestions(prompt: string, count: number): string[] {
  const topic = asWritten(topicOf(prompt), prompt);
  const topicTerms = new Set(terms(topic));
  const extra = [...new Set(terms(prompt))].filter((term) => !topicTerms.has(term) && term.length > 3).slice(0, 2);
  const questions = [...TOPIC_QUESTIONS.map((ask) => ask(topic)), ...extra.flatMap((term) => TERM_QUESTIONS.map((ask) => ask(term)))];
  return questions.slice(0, count);
}

/** topicOf capitalises the first word; put it back the way the person wrote it ("What is solar power?", "What is Lisbon?"). */
function asWritten(topic: string, prompt: string): string {
  const first = topic.split(/\s/)[0] ?? '';
  const at = prompt.toLowerCase().indexOf(first.toLowerCase());
  return at === -1 ? topic : prompt.slice(at, at + first.length) + topic.slice(first.length);
}
