import { describe, expect, test } from 'vitest';
import { channelShareUrl, inviteCodeOf, pickShareText, SHARE_CHANNELS, SHARE_TEXT_COUNT, shareLink } from './share-links.ts';

const BASE = 'https://folio.example/share/42?rc=1';

describe('shareLink', () => {
  test('keeps rc/rb from the server and adds r, channel and a non-English language (§2)', () => {
    const url = new URL(shareLink(BASE, { inviteCode: 'AB12', channel: 'x', language: 'fr' }));
    expect(url.pathname).toBe('/share/42');
    expect(Object.fromEntries(url.searchParams)).toEqual({ rc: '1', r: 'AB12', channel: 'x', language: 'fr' });
  });

  test('English and missing values add nothing', () => {
    expect(shareLink('https://folio.example/share/42', { language: 'en' })).toBe('https://folio.example/share/42');
  });

  test('the invite code comes out of the user’s invite link', () => {
    expect(inviteCodeOf('https://folio.example/?r=XY9')).toBe('XY9');
    expect(inviteCodeOf('')).toBeUndefined();
    expect(inviteCodeOf('not a url')).toBeUndefined();
  });
});

describe('channelShareUrl', () => {
  const link = 'https://folio.example/share/42?channel=x';
  const text = 'Have a look at “Solar 2030”';

  test('every §9 channel gets an address that carries the link', () => {
    for (const channel of SHARE_CHANNELS) {
      const url = new URL(channelShareUrl(channel, link, text, ['Solar']));
      expect(url.protocol).toBe('https:');
      expect([...url.searchParams.values()].join(' ')).toContain(link);
    }
  });

  test('X takes the hashtags as its own parameter; WhatsApp and LinkedIn put them in the text', () => {
    const x = new URL(channelShareUrl('x', link, text, ['Solar', 'EnergyTransition']));
    expect(x.host).toBe('x.com');
    expect(x.searchParams.get('hashtags')).toBe('Solar,EnergyTransition');
    expect(x.searchParams.get('text')).toBe(text);
    expect(new URL(channelShareUrl('whatsapp', link, text, ['Solar'])).searchParams.get('text')).toBe(`${text} #Solar ${link}`);
    expect(new URL(channelShareUrl('linkedin', link, text, [])).searchParams.get('text')).toBe(`${text} ${link}`);
  });
});

test('pickShareText covers all 11 texts and never runs past them', () => {
  expect(SHARE_TEXT_COUNT).toBe(11);
  const picked = new Set(Array.from({ length: 1100 }, (_, index) => pickShareText(index / 1100)));
  expect([...picked].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(pickShareText(0.99999999)).toBe(10);
});
