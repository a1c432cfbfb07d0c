import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { uploadUrl } from '../uploads/upload-url.ts';
import { onboardingFlags, type Onboarding } from './onboarding.ts';
import type { UserRow } from './users.ts';

/** PRODUCT.md §3 "User info" as `getUserInfo` answers it (README.md documents each field). */
export interface UserInfo {
  userId: number;
  userType: 'free' | 'pro';
  userName: string;
  firstName: string;
  lastName: string;
  userEmail: string;
  avatar: string;
  headFileImageId: number | null;
  credit: number;
  /** Whole days of Pro left; 0 on the free plan. */
  validityPeriod: number;
  inviteLink: string;
  unsubscribe: '0' | '1';
  subStartAt: string | null;
  expiredAt: string | null;
  firstSubscribeAt: string | null;
  freeProjectsLeft: number;
  onboarding: Onboarding;
  emailVerified: boolean;
  /** §3: a user counts as new for 14 days after creation. */
  isNewUser: boolean;
  createdAt: string;
}

const DAY_MS = 24 * 3600 * 1000;
const NEW_USER_DAYS = 14;

type UserInfoRow = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'email_verified_at' | 'picture_url' | 'head_file_image_id' | 'onboarding' | 'credit' | 'free_projects_left' | 'invite_code' | 'created_at'> & {
  head_key: string | null;
  started_at: Date | null;
  expires_at: Date | null;
  first_subscribed_at: Date | null;
  cancelled: boolean | null;
};

export async function loadUserInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const [row] = await ctx.db.query<UserInfoRow>(
    `select u.id, u.email, u.first_name, u.last_name, u.email_verified_at, u.picture_url, u.head_file_image_id, u.onboarding, u.credit,
            u.free_projects_left, u.invite_code, u.created_at, up.key as head_key, m.started_at, m.expires_at, m.first_subscribed_at, m.cancelled
     from users u
     left join uploads up on up.id = u.head_file_image_id
     left join memberships m on m.user_id = u.id
     where u.id = $1`,
    [userId],
  );
  if (!row) throw new AppError('ACCOUNT_GONE');
  return toUserInfo(row, ctx, Date.now());
}

/** The avatar is shown by the app, so it is on `fetchBase`; the invite link is sent to others, so it is on `publicUrl`. */
function toUserInfo(row: UserInfoRow, links: Pick<AppContext, 'fetchBase' | 'publicUrl'>, now: number): UserInfo {
  const proUntil = row.expires_at && row.expires_at.getTime() > now ? row.expires_at.getTime() : undefined;
  return {
    userId: row.id,
    userType: proUntil ? 'pro' : 'free',
    userName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    firstName: row.first_name,
    lastName: row.last_name,
    userEmail: row.email,
    avatar: row.head_key ? uploadUrl(links.fetchBase, row.head_key) : (row.picture_url ?? ''),
    headFileImageId: row.head_file_image_id,
    credit: row.credit,
    validityPeriod: proUntil ? Math.ceil((proUntil - now) / DAY_MS) : 0,
    inviteLink: `${links.publicUrl()}/?r=${row.invite_code}`,
    unsubscribe: row.cancelled ? '1' : '0',
    subStartAt: row.started_at?.toISOString() ?? null,
    expiredAt: row.expires_at?.toISOString() ?? null,
    firstSubscribeAt: row.first_subscribed_at?.toISOString() ?? null,
    freeProjectsLeft: Math.max(0, row.free_projects_left),
    onboarding: onboardingFlags(row.onboarding),
    emailVerified: row.email_verified_at !== null,
    isNewUser: now - row.created_at.getTime() < NEW_USER_DAYS * DAY_MS,
    createdAt: row.created_at.toISOString(),
  };
}

/** What sign-in calls answer: a fresh bearer token and the user's info. */
export async function startSession(ctx: AppContext, user: Pick<UserRow, 'id' | 'token_version'>): Promise<{ token: string; userInfo: UserInfo }> {
  return { token: await ctx.tokens.issue(user.id, user.token_version), userInfo: await loadUserInfo(ctx, user.id) };
}
