import type { StoredEvent } from './events.ts';

const FORWARD_TIMEOUT_MS = 10_000;

/**
 * The optional adapter to an outside analytics service: each stored batch is posted as it is
 * (`json`, for a collector of one's own) or as a PostHog `/batch/` call. Events are stored
 * first, so an outage there loses nothing here.
 */
export async function forwardEvents(target: { url: string; format: 'json' | 'posthog'; key: string | undefined }, events: StoredEvent[]): Promise<void> {
  const body =
    target.format === 'posthog'
      ? {
          api_key: target.key,
          batch: events.map((event) => ({
            event: event.name,
            distinct_id: event.userId === null ? event.visitor : `user:${event.userId}`,
            timestamp: event.occurredAt.toISOString(),
            properties: { ...event.props, $current_url: event.path, visitor: event.visitor },
          })),
        }
      : { events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })) };
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
}
