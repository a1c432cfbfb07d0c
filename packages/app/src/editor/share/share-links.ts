/** §9 share channels, in the order the dialog shows them. */
export const SHARE_CHANNELS = ['whatsapp', 'x', 'reddit', 'facebook', 'linkedin'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** §9: one of 11 share texts, picked at random each time. */
export const SHARE_TEXT_COUNT = 11;

export interface LinkParams {
  /** §2 r: the sharer's invite code, so sign-ups from the link count as invitations. */
  inviteCode?: string;
  channel?: ShareChannel;
  /** §2 language, left out for English (the default). */
  language?: string;
}

/** The §2 share link: the server's `/share/{id}` address (carrying rc and rb) with r, channel and language added. */
export function shareLink(base: string, params: LinkParams): string {
  const url = new URL(base);
  if (params.inviteCode) url.searchParams.set('r', params.inviteCode);
  if (params.channel) url.searchParams.set('channel', params.channel);
  if (params.language && params.language !== 'en') url.searchParams.set('language', params.language);
  return url.toString();
}

/** The invite code out of the user's §3 inviteLink (`…/?r=code`). */
export function inviteCodeOf(inviteLink: string): string | undefined {
  if (!inviteLink) return undefined;
  try {
    return new URL(inviteLink).searchParams.get('r') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Which of the share texts to use; `random` is Math.random's range. */
export function pickShareText(random: number): number {
  return Math.min(SHARE_TEXT_COUNT - 1, Math.floor(random * SHARE_TEXT_COUNT));
}

/** The channel's own "share this" address for `link`, with `text` and the hashtags where the channel takes them. */
export function channelShareUrl(channel: ShareChannel, link: string, text: string, tags: readonly string[]): string {
  const tagged = tags.length ? `${text} ${tags.map((tag) => `#${tag}`).join(' ')}` : text;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${tagged} ${link}` })}`;
    case 'x':
      return `https://x.com/intent/tweet?${query({ text, url: link, ...(tags.length ? { hashtags: tags.join(',') } : {}) })}`;
    case 'reddit':
      return `https://www.reddit.com/submit?${query({ url: link, title: text })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: link, ...(tags[0] ? { hashtag: `#${tags[0]}` } : {}) })}`;
    case 'linkedin':
      return `https://www.linkedin.com/feed/?${query({ shareActive: 'true', text: `${tagged} ${link}` })}`;
  }
}
