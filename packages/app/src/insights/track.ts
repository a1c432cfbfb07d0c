import { z } from 'zod';
import { request } from '../api/http.ts';
import { ANALYTICS_DEBOUNCE_MS } from '../spec/constants.ts';
import { useFeaturesStore } from './features-store.ts';
import { visitorId } from './visitor.ts';

/** The events the app records (§7 "Other": register, share_click, subscription, generation_failed, AI chat votes, …). */
export type EventName =
  | 'page_view'
  | 'campaign'
  | 'register'
  | 'login'
  | 'share_click'
  | 'export'
  | 'export_failed'
  | 'generation_finished'
  | 'generation_failed'
  | 'ai_chat_upvote'
  | 'ai_chat_downvote'
  | 'survey_answers'
  | 'survey_skipped'
  | 'invite_sent'
  | 'activation_code_used'
  | 'feedback_sent'
  | 'project_created'
  | 'checkout_started'
  | 'subscription_success'
  | 'subscription_fail'
  | 'unsubscribe'
  | 'support_issue';

export type EventProps = Record<string, string | number | boolean | null>;

interface QueuedEvent {
  name: EventName;
  props: EventProps;
  path: string;
  at: number;
}

/** What the server takes in one call. */
const BATCH_SIZE = 50;
/** The longest an event waits for others to join its batch. */
const MAX_WAIT_MS = 4 * ANALYTICS_DEBOUNCE_MS;

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Records an event for the instance's built-in analytics. Events gather for 500 ms after the
 * last one (2 s after the first at most) and go in one batch; nothing is recorded for a browser that asks not to be tracked
 * (Do Not Track, Global Privacy Control) or on an instance with ANALYTICS=off.
 */
export function track(name: EventName, props: EventProps = {}): void {
  if (declinesTracking()) return;
  queue.push({ name, props, path: location.pathname, at: Date.now() });
  clearTimeout(timer);
  // Events that keep coming (a generation's progress) must not hold the first ones back until the page is left.
  const waited = Date.now() - queue[0]!.at;
  if (queue.length >= BATCH_SIZE || waited >= MAX_WAIT_MS) void flush();
  else timer = setTimeout(() => void flush(), ANALYTICS_DEBOUNCE_MS);
}

/** Sends what is queued; called by the timer and when the page is hidden or closed. */
export async function flush(): Promise<void> {
  const features = useFeaturesStore.getState();
  if (!features.loaded) {
    timer = setTimeout(() => void flush(), ANALYTICS_DEBOUNCE_MS);
    return;
  }
  const events = queue;
  queue = [];
  if (!features.analytics || events.length === 0) return;
  for (let start = 0; start < events.length; start += BATCH_SIZE) {
    const body = { visitor: visitorId(), events: events.slice(start, start + BATCH_SIZE) };
    // Analytics never interrupts anyone: a lost batch is only a gap in the counts.
    await request('POST', '/api2/v1/track/events', { body, schema: z.unknown(), keepalive: true }).catch(() => {});
  }
}

function declinesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}
