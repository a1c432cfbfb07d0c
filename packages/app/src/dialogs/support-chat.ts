/** §9: the live chat is staffed on weekdays from 9 to 18, Shanghai time; a booking link serves the rest of the week. */
const SUPPORT_TIME_ZONE = 'Asia/Shanghai';
const OPENS_AT = 9;
const CLOSES_AT = 18;

const clock = new Intl.DateTimeFormat('en-US', { timeZone: SUPPORT_TIME_ZONE, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });

/** Whether someone is at the live chat at `now`. */
export function chatIsStaffed(now: Date): boolean {
  const parts = clock.formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')!.value;
  const hour = Number(parts.find((part) => part.type === 'hour')!.value);
  return weekday !== 'Sat' && weekday !== 'Sun' && hour >= OPENS_AT && hour < CLOSES_AT;
}

/**
 * Where "Anonymous chat" leads at `now`: the live chat while it is staffed, the booking link
 * otherwise, whichever of the two the instance has where it lacks the other; neither, and the
 * caller opens the built-in feedback form.
 */
export function supportChatLink(links: { chatUrl?: string | undefined; bookingUrl?: string | undefined }, now: Date): string | undefined {
  return chatIsStaffed(now) ? (links.chatUrl ?? links.bookingUrl) : (links.bookingUrl ?? links.chatUrl);
}
