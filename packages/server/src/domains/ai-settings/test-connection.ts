import { AiError, OpenAiCompatibleModel } from '@folio/ai';
import { z } from 'zod';

export interface ConnectionTarget {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

/** The first check that failed, or `ok` when the model streamed an answer. */
export type Verdict = 'ok' | 'unreachable' | 'unauthorised' | 'model_not_found' | 'no_stream';

export interface ConnectionReport {
  verdict: Verdict;
  /** Each step the screen ticks off; null: not reached because an earlier one failed. */
  reachable: boolean;
  authorised: boolean | null;
  modelFound: boolean | null;
  streams: boolean | null;
  /** From sending the chat request to the first piece of the answer. */
  firstTokenMs: number | null;
  /** The models the server lists, so a "model not found" can offer the right names. */
  models: string[];
  /** The server's own words when a step failed. */
  detail: string;
}

const ModelList = z.object({ data: z.array(z.object({ id: z.string() })) });
const LIST_TIMEOUT_MS = 10_000;
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Tries the owner's model the way generation will use it and says which step fails:
 * GET /models (reachable, authorised, and whether the model is listed), then a short
 * streamed chat completion (the model answers, it streams, and how long the first token
 * took). A model missing from the list is only judged absent if the chat fails too: Azure
 * lists base models, not the deployment names its chat calls take. This is a plain fetch on
 * purpose: the owner's model may rightly be on this machine or the local network, which the
 * guard on user-given addresses refuses; only the instance owner can reach this call.
 */
export async function testConnection(target: ConnectionTarget, now: () => number = performance.now.bind(performance)): Promise<ConnectionReport> {
  const base = target.baseUrl.replace(/\/+$/, '');
  const headers = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : undefined;
  const report: ConnectionReport = { verdict: 'ok', reachable: false, authorised: null, modelFound: null, streams: null, firstTokenMs: null, models: [], detail: '' };
  let listed: boolean | undefined;
  try {
    const response = await fetch(`${base}/models`, { headers, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
    report.reachable = true;
    const text = await response.text();
    if (response.status === 401 || response.status === 403) return { ...report, verdict: 'unauthorised', authorised: false, detail: text.slice(0, 300) };
    const list = response.ok ? ModelList.safeParse(safeJson(text)) : undefined;
    if (list?.success) {
      report.models = list.data.data.map((entry) => entry.id);
      listed = report.models.includes(target.model);
    }
  } catch (error) {
    return { ...report, verdict: 'unreachable', detail: causeOf(error) };
  }

  const model = new OpenAiCompatibleModel({ baseUrl: base, apiKey: target.apiKey, model: target.model, rateLimitRetries: 0 });
  const started = now();
  try {
    for await (const delta of model.streamText({ messages: [{ role: 'user', content: 'Reply with the single word OK.' }], timeoutMs: ANSWER_TIMEOUT_MS })) {
      if (report.firstTokenMs === null && delta !== '') report.firstTokenMs = Math.round(now() - started);
    }
  } catch (error) {
    return { ...report, ...judgeFailure(error, listed) };
  }
  if (report.firstTokenMs === null) return { ...report, authorised: true, modelFound: true, streams: false, verdict: 'no_stream', detail: 'The model answered nothing.' };
  return { ...report, authorised: true, modelFound: true, streams: true };
}

function judgeFailure(error: unknown, listed: boolean | undefined): Partial<ConnectionReport> {
  const detail = error instanceof Error ? error.message : String(error);
  const status = error instanceof AiError ? error.status : undefined;
  if (error instanceof AiError && error.code === 'unreachable') return { reachable: false, verdict: 'unreachable', detail };
  if (status === 401 || status === 403) return { authorised: false, verdict: 'unauthorised', detail };
  if (status === 404 || listed === false) return { authorised: true, modelFound: false, verdict: 'model_not_found', detail };
  return { authorised: true, modelFound: true, streams: false, verdict: 'no_stream', detail };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
