import type { ChatModel, ChatRequest } from '../src/index.ts';

/** A chat model in-process that answers from a list and records what it was asked. */
export class ScriptedModel implements ChatModel {
  readonly kind = 'openai-compatible';
  readonly model = 'scripted';
  readonly models = ['scripted'];
  readonly requests: ChatRequest[] = [];

  constructor(private readonly answers: string[]) {}

  async *streamText(request: ChatRequest): AsyncGenerator<string> {
    this.requests.push(request);
    const answer = this.answers[Math.min(this.requests.length - 1, this.answers.length - 1)] ?? '';
    for (let at = 0; at < answer.length; at += 16) yield answer.slice(at, at + 16);
  }
}
