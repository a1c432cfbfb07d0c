import { describe, expect, test } from 'vitest';
import { chatIsStaffed, supportChatLink } from './support-chat.ts';

const links = { chatUrl: 'https://chat.example.com', bookingUrl: 'https://book.example.com' };

describe('support chat (§9)', () => {
  test('is staffed on weekdays from 9 to 18 in Shanghai, whatever the visitor’s own zone', () => {
    // Wednesday 2026-11-25: 09:00 in Shanghai is 01:00 UTC.
    expect(chatIsStaffed(new Date('2026-11-25T00:59:00Z'))).toBe(false);
    expect(chatIsStaffed(new Date('2026-11-25T01:00:00Z'))).toBe(true);
    expect(chatIsStaffed(new Date('2026-11-25T09:59:00Z'))).toBe(true);
    expect(chatIsStaffed(new Date('2026-11-25T10:00:00Z'))).toBe(false);
    // Friday 23:30 UTC is already Saturday 07:30 in Shanghai; Sunday 20:00 UTC is Monday 04:00 there.
    expect(chatIsStaffed(new Date('2026-11-27T23:30:00Z'))).toBe(false);
    expect(chatIsStaffed(new Date('2026-11-29T05:00:00Z'))).toBe(false);
    expect(chatIsStaffed(new Date('2026-11-30T01:30:00Z'))).toBe(true);
  });

  test('leads to the live chat while staffed and to the booking link otherwise', () => {
    expect(supportChatLink(links, new Date('2026-11-25T03:00:00Z'))).toBe(links.chatUrl);
    expect(supportChatLink(links, new Date('2026-11-28T03:00:00Z'))).toBe(links.bookingUrl);
  });

  test('an instance with one link uses it at every hour, and with none leaves it to the feedback form', () => {
    expect(supportChatLink({ bookingUrl: links.bookingUrl }, new Date('2026-11-25T03:00:00Z'))).toBe(links.bookingUrl);
    expect(supportChatLink({ chatUrl: links.chatUrl }, new Date('2026-11-28T03:00:00Z'))).toBe(links.chatUrl);
    expect(supportChatLink({}, new Date('2026-11-25T03:00:00Z'))).toBeUndefined();
  });
});
