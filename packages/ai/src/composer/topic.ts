import { condense } from '../text/text-tools.ts';

/**
 * Request words around the topic of an English prompt: "make me a 10-slide pitch deck about …".
 * An article goes only with the deck word after it: "The water cycle" keeps its "The".
 */
const REQUEST =
  /^(?:please\s+)?(?:(?:can you\s+)?(?:create|make|build|generate|write|prepare|design|draft|give me|i need|we need)\s+(?:me\s+|us\s+)?)?(?:(?:an?|the)\s+(?=(?:\d+[\s-]*(?:slides?|pages?)\s+)?pitch\b|(?:\d+[\s-]*(?:slides?|pages?)\s+)?(?:deck|presentation|slideshow|slides|lesson|report|plan|proposal|talk|training|workshop)\s))?(?:\d+[\s-]*(?:slides?|pages?)\s+)?(?:(?:pitch\s+)?(?:deck|presentation|slideshow|slides|lesson|report|plan|proposal|talk|training|workshop)\s+)?(?:(?:about|on|for|of|covering|explaining)\s+)?/i;

/** The subject of a prompt, capitalised, short enough for a cover slide. */
export function topicOf(prompt: string): string {
  const firstLine = prompt.trim().split(/\n/)[0] ?? '';
  const topic = firstLine.replace(REQUEST, '').replace(/[.!?]+$/, '').trim() || firstLine.trim();
  return condense(topic.charAt(0).toUpperCase() + topic.slice(1), 70);
}
