import type { StoredEvent } from './events.ts';

/**
 * The optional adapter to an outside analytics service: what a stored batch is posted as —
 * itself (`json`, for a collector of one's own) or a PostHog `/batch/` call.
 */
export function forwardBody(target: { format: 'json' | 'posthog'; key: string | undefined }, events: StoredEvent[]): unknown {
  if (target.format === 'json') return { events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })) };
  return {
    api_key: target.key,
    batch: events.map((event) => ({
      event: event.name,
      distinct_id: event.userId === null ? event.visitor : `user:${event.userId}`,
      timestamp: event.occurredAt.toISOString(),
      properties: { ...event.props, $current_url: event.path, visitor: event.visitor },
    })),
  };
}
