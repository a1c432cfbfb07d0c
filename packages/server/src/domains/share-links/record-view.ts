import type { AppContext } from '../../app-context.ts';
import { PROJECT_STATUS } from '../projects/project-view.ts';
import { assertShareAccess, type PasswordColumns, type Viewer } from './share-gate.ts';

/** One batch from an open share page: the view it belongs to and time spent per slide since the last batch. */
export interface ViewBatch {
  id: number;
  /** The browser's random id (local storage), counted for unique viewers. */
  viewer: string;
  /** This page load's random id. */
  view: string;
  channel?: string | undefined;
  referrer?: string | undefined;
  slides: { slide: number; ms: number }[];
}

interface ViewedRow extends PasswordColumns {
  status: number;
  share_enabled: boolean;
}

/**
 * share/views/record: the share page's first batch starts the view (channel and the referrer's
 * host only), later ones add dwell time per slide. Only views of a deck the viewer may see are
 * kept, and not the author's own; a browser that asks not to be tracked (DNT: 1 or Sec-GPC: 1)
 * is not recorded even if its page sent something. Views older than 30 days are deleted as new
 * ones come in.
 */
export async function recordView(ctx: AppContext, batch: ViewBatch, viewer: Viewer, headers: Record<string, string | string[] | undefined>): Promise<void> {
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return;
  const [row] = await ctx.db.query<ViewedRow>('select id, owner_id, status, share_enabled, share_password_hash, share_password_version from projects where id = $1', [batch.id]);
  // The author looking at their own link is not one of its viewers.
  if (!row || row.status === PROJECT_STATUS.trashed || !row.share_enabled || viewer.userId === row.owner_id) return;
  assertShareAccess(ctx, row, viewer);
  await ctx.db.transaction(async (tx) => {
    const [started] = await tx.query(
      `insert into share_views (id, project_id, viewer, channel, referrer) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing returning id`,
      [batch.view, batch.id, batch.viewer, channelOf(batch.channel), referrerHost(batch.referrer, [new URL(ctx.publicUrl()).host, String(headers.host ?? '')])],
    );
    if (started) await tx.query(`delete from share_views where project_id = $1 and started_at < now() - interval '30 days'`, [batch.id]);
    for (const { slide, ms } of batch.slides) {
      // The view must be this project's: a view id of another deck adds nothing here.
      await tx.query(
        `insert into share_view_slides (view_id, slide, ms)
         select $1, $2, $3 where exists (select 1 from share_views where id = $1 and project_id = $4)
         on conflict (view_id, slide) do update set ms = share_view_slides.ms + excluded.ms`,
        [batch.view, slide, ms, batch.id],
      );
    }
  });
}

/** §2 channel parameter as the share links write it (whatsapp, x, …); anything else is dropped. */
function channelOf(channel: string | undefined): string {
  const value = channel?.trim().toLowerCase() ?? '';
  return /^[a-z0-9_-]{1,32}$/.test(value) ? value : '';
}

/**
 * Only the host: a full referrer address can carry someone's own paths and queries. Our own pages
 * count as direct: those at PUBLIC_URL's host and those at the host this request came to, which
 * without PUBLIC_URL may be any address of the machine. A forged Host can only hide the sender's
 * own referrer, which it could leave out anyway.
 */
function referrerHost(referrer: string | undefined, ownHosts: string[]): string {
  if (!referrer) return '';
  try {
    const { host, protocol } = new URL(referrer);
    if (!protocol.startsWith('http') || ownHosts.includes(host)) return '';
    return host.slice(0, 255);
  } catch {
    return '';
  }
}
