import { describe, expect, it } from 'vitest';
import { campaignProps } from './campaign-arrival.ts';

describe('campaign parameters of an arrival', () => {
  it('names the utm, referral and channel parameters as §3 does, with the referrer', () => {
    expect(campaignProps('?utm_source=newsletter&utm_campaign=autumn&r=abc&channel=x&folder=3', 'https://blog.example/')).toEqual({
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      inviteCode: 'abc',
      channel: 'x',
      documentReferrer: 'https://blog.example/',
    });
  });

  it('is nothing for an address without them, or with them empty', () => {
    expect(campaignProps('?folder=3&language=fr', 'https://blog.example/')).toBeNull();
    expect(campaignProps('?utm_source=&r=%20', '')).toBeNull();
  });

  it('cuts a value to what the server keeps', () => {
    expect(campaignProps(`?utm_term=${'a'.repeat(600)}`, '')!.utmTerm).toHaveLength(200);
  });
});
