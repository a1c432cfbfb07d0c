import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with one request; scripts are used in order, one per request. */
export type Script = (request: { body: FakeRequestBody; raw: IncomingMessage }, response: ServerResponse) => unknown;
export interface FakeRequestBody {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
}

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1: it records each request and
 * answers with the next script, which writes SSE the way real servers do (or fails the way
 * they fail).
 */
export class FakeOpenAiServer {
  readonly requests: FakeRequestBody[] = [];
  /** The path of each request, in order: /v1/chat/completions, /v1/images/generations… */
  readonly paths: string[] = [];
  private scripts: Script[] = [];
  private constructor(private readonly server: Server, readonly baseUrl: string) {}

  static async start(): Promise<FakeOpenAiServer> {
    let self: FakeOpenAiServer | undefined;
    const server = createServer((raw, response) => {
      let text = '';
      raw.on('data', (chunk: Buffer) => (text += chunk.toString()));
      raw.on('end', () => {
        const body = JSON.parse(text || '{}') as FakeRequestBody;
        self!.requests.push(body);
        self!.paths.push(raw.url ?? '');
        const script = self!.scripts.shift();
        if (!script) {
          response.writeHead(500).end('no script left');
          return;
        }
        void script({ body, raw }, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new FakeOpenAiServer(server, `http://127.0.0.1:${port}/v1`);
    return self;
  }

  answerWith(...scripts: Script[]): void {
    this.scripts.push(...scripts);
  }

  /** Forgets the scripts not used yet and the requests seen, between tests that share the server. */
  reset(): void {
    this.scripts = [];
    this.requests.length = 0;
    this.paths.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** An SSE chunk carrying `content` as the delta of one choice, the way OpenAI writes it. */
export function deltaEvent(content: string, extra: Record<string, unknown> = {}): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content, ...extra }, finish_reason: null }] })}\n\n`;
}

export const FINISH = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

export function startStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

/** Streams `answer` cut into pieces of `size` characters, then finishes. */
export function streams(answer: string, size = 7): Script {
  return (_request, response) => {
    startStream(response);
    for (let at = 0; at < answer.length; at += size) response.write(deltaEvent(answer.slice(at, at + size)));
    response.end(FINISH);
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** An images/generations answer the way OpenAI writes it with response_format b64_json. */
export function imageAnswer(bytes: Uint8Array): Script {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ created: 1, data: [{ b64_json: Buffer.from(bytes).toString('base64'), revised_prompt: 'revised' }] }));
  };
}
