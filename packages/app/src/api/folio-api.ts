import { ProjectDocument, ThemeJson } from '@folio/layout';
import { ONBOARDING_FLAGS, type OnboardingFlag } from '@folio/contracts';
import { z } from 'zod';
import { request } from './http.ts';

/**
 * Every server call the app makes (PRODUCT.md §7), each with the zod schema of its answer as
 * packages/server gives it (its README documents the fields). A change of shape on the server
 * is an edit here only.
 */

export { ONBOARDING_FLAGS, type OnboardingFlag };

/** §3 "User info", as `getUserInfo` and the sign-in calls answer it. */
export const UserInfo = z.object({
  userId: z.coerce.number(),
  userType: z.enum(['free', 'pro']),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userEmail: z.string(),
  avatar: z.string().nullish().transform((value) => value ?? ''),
  headFileImageId: z.coerce.number().nullish(),
  credit: z.number().default(0),
  validityPeriod: z.number().default(0),
  inviteLink: z.string().default(''),
  unsubscribe: z.enum(['0', '1']).default('0'),
  expiredAt: z.string().nullish(),
  freeProjectsLeft: z.number().transform((left) => Math.max(0, left)),
  onboarding: z.record(z.string(), z.boolean()).default({}),
  createdAt: z.string().optional(),
});
export type UserInfo = z.infer<typeof UserInfo>;

const Session = z.object({ token: z.string().min(1), userInfo: UserInfo });
export type Session = z.infer<typeof Session>;
const Nothing = z.unknown();

const LOGIN = '/api/iart/v1/thirdPartyLogin';

export interface Attribution {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  documentReferrer?: string;
  channel?: string;
  refLinkUrl?: string;
  inviteType?: 'invite_code' | 'content_share';
  /** The inviter's code: the `r` parameter of an invite link. */
  chanToken?: string;
}

export const accountApi = {
  userInfo: () => request('GET', `${LOGIN}/getUserInfo`, { schema: UserInfo }),
  emailIsRegister: (emailAddress: string, signal?: AbortSignal) =>
    request('GET', `${LOGIN}/emailIsRegister`, { query: { emailAddress }, schema: z.object({ isRegister: z.coerce.number() }), signal }).then((data) => data.isRegister === 1),
  login: (email: string, password: string) => request('POST', `${LOGIN}/emailLinkLogin`, { body: { email, password }, schema: Session }),
  register: (fields: { email: string; password: string; firstName: string; lastName: string } & Attribution) =>
    request('POST', `${LOGIN}/emailLinkRegister`, { body: fields, schema: Nothing }),
  googleLoginUrl: () => request('GET', `${LOGIN}/googleLoginUrl`, { schema: z.object({ loginUrl: z.string().url() }) }).then((data) => data.loginUrl),
  googleLogin: (googleCode: string, attribution: Attribution) =>
    request('POST', `${LOGIN}/googleLogin`, { body: { googleCode, ...attribution }, schema: Session }),
  sendResetEmail: (email: string) => request('POST', `${LOGIN}/resetEmailPassword`, { body: { email }, schema: Nothing }),
  resetPassword: (resetToken: string, resetPassword: string) => request('POST', `${LOGIN}/reset`, { body: { resetToken, resetPassword }, schema: Nothing }),
  changePassword: (password: string, newPassword: string) =>
    request('POST', '/api2/v1/user/password/update', { body: { password, new_password: newPassword }, schema: z.object({ token: z.string().min(1) }) }).then((data) => data.token),
  /** §7: one field per edit; the answer is the refreshed user info. */
  editProfile: (change: { firstName: string } | { lastName: string } | { headFileImageId: number } | { onboardingJson: string }) =>
    request('POST', '/api/iart/v1/userProfile/edit', { body: change, schema: UserInfo }),
  setOnboardingFlags: (flags: Partial<Record<OnboardingFlag, boolean>>) => accountApi.editProfile({ onboardingJson: JSON.stringify(flags) }),
  /** §7: account deletion sets the account_deleted onboarding flag; code 1, then log out. */
  deleteAccount: () => accountApi.setOnboardingFlags({ account_deleted: true }),
  removeMembership: () => request('POST', '/api/iart/v1/debug/deleteUserMembershipRecord', { body: {}, schema: Nothing }),
};

/** A project as the project calls answer it; list items carry only the first page, for the thumbnail. */
/** §7 "Payment and invite": activation codes and invitations (packages/server README "Plans"). */
export const planApi = {
  activateCode: (activityCode: string) =>
    request('GET', '/api/iart/v1/activity/activateActivityCode', { query: { activityCode }, schema: z.object({ days: z.number(), expiredAt: z.string() }) }),
  channel: (userId: number) =>
    request('POST', `${LOGIN}/generateChannelToken`, { body: { chanId: userId, chanType: 'USER' }, schema: z.object({ channelToken: z.string(), activationTimes: z.number() }) }),
  sendInvitation: (email: string) => request('POST', `${LOGIN}/sendInvitationEmail`, { body: { email }, schema: Nothing }),
};

export const Product = z.object({
  productId: z.enum(['monthly', 'annual']),
  productType: z.string(),
  productPrice: z.number(),
  originalPrice: z.number(),
  productInfoToken: z.string(),
});
export type Product = z.infer<typeof Product>;

export const Invoice = z.object({ id: z.string(), number: z.string(), createdTime: z.string(), amount: z.number(), currency: z.string(), status: z.string(), url: z.string().nullable(), pdf: z.string().nullable() });
export type Invoice = z.infer<typeof Invoice>;

const PAY = '/api/iart/v1/thirdPartyPayment';
const SHOP = '/api/iart/v1/airwallex';

/** §7 payments through Stripe Checkout (packages/server README "Payments"). */
export const payApi = {
  products: (discountCode?: string) => request('GET', `${SHOP}/getProductInfo`, { query: { discountCode }, schema: z.object({ checkout: z.boolean(), products: z.array(Product) }) }),
  /** The Checkout page to go to, or a cancelled subscription renewed in place. */
  checkout: (product: Product, backUrl: string) =>
    request('POST', `${PAY}/createStripePay`, {
      body: { productId: product.productId, productInfoToken: product.productInfoToken, successStripeUrl: backUrl, cancelStripeUrl: backUrl },
      schema: z.object({ url: z.string().nullable(), renewed: z.boolean() }),
    }),
  /** §4 payment return: priceId and priceToken from the address Checkout sent the buyer back to. */
  subscribe: (priceId: string, priceToken: string) => request('POST', `${SHOP}/createSubscription`, { body: { productId: priceId, productInfoToken: priceToken }, schema: Nothing }),
  invoices: () => request('POST', `${PAY}/listInvoices`, { schema: z.object({ list: z.array(Invoice) }) }),
  unsubscribe: () => request('POST', `${PAY}/unsubscribe`, { schema: Nothing }),
};

export const ProjectSummary = z.object({
  id: z.coerce.string(),
  kind: z.enum(['presentation', 'page']),
  title: z.string(),
  status: z.number(),
  folderId: z.number().nullable().transform((id) => (id === null ? null : String(id))),
  updatedTime: z.string(),
  // A document this build cannot read still lists the project, without a thumbnail.
  document: ProjectDocument.nullish().catch(null),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

const ProjectPage = z.object({ list: z.array(ProjectSummary), total: z.number() });
export type ProjectPage = z.infer<typeof ProjectPage>;

export const Folder = z.object({ id: z.coerce.string(), name: z.string(), projectCount: z.number() });
export type Folder = z.infer<typeof Folder>;

export const projectApi = {
  list: (query: { page: number; size: number; folderId?: string; status?: number }) => request('GET', '/api2/v1/project/list', { query, schema: ProjectPage }),
  /** Only whether the caller may open it: the editor reads the project itself over the collaboration socket. */
  ensureOpenable: (id: string) => request('GET', '/api2/v1/project/get', { query: { id }, schema: z.unknown() }).then(() => undefined),
  create: (kind: 'presentation' | 'page', folderId?: string) =>
    request('POST', '/api2/v1/project/create', { body: { kind, ...(folderId ? { folderId } : {}) }, schema: ProjectSummary }),
  rename: (id: string, title: string) => request('POST', '/api/iart/v1/project/updateProject', { body: { id, title }, schema: Nothing }),
  duplicate: (id: string) => request('POST', '/api2/v1/project/duplicate', { body: { id }, schema: ProjectSummary }),
  trash: (id: string) => request('POST', '/api2/v1/project/trash', { body: { id }, schema: Nothing }),
  recover: (id: string) => request('POST', '/api/iart/v1/project/recoverProject', { body: { id }, schema: Nothing }),
  /** Not in §7: the server's call for emptying a project out of the Trash. */
  deleteForGood: (id: string) => request('POST', '/api2/v1/project/delete', { body: { id }, schema: Nothing }),
};

export const folderApi = {
  list: () => request('GET', '/api2/v1/project/folder/list', { schema: z.array(Folder) }),
  add: (name: string) => request('POST', '/api2/v1/project/folder/add', { body: { name }, schema: Nothing }),
  rename: (id: string, name: string) => request('POST', '/api2/v1/project/folder/update', { body: { id, name }, schema: Nothing }),
  remove: (id: string) => request('POST', '/api2/v1/project/folder/delete', { body: { id }, schema: Nothing }),
  moveIn: (folderId: string, projectId: string) => request('POST', '/api2/v1/project/folder/move-in', { body: { folderId, projectId }, schema: Nothing }),
  moveOut: (projectId: string) => request('POST', '/api2/v1/project/folder/move-out', { body: { projectId }, schema: Nothing }),
};

const UploadTarget = z.object({ key: z.string(), url: z.string() }).transform((target) => ({ key: target.key, uploadUrl: target.url }));

export const uploadApi = {
  url: (type: string, sourceType: 'normal' | 'document') => request('GET', '/api2/v1/upload/url', { query: { type, source_type: sourceType }, schema: UploadTarget }),
  bind: (key: string, name: string, hash: string) =>
    request('POST', '/api2/v1/upload/bind', { body: { key, name, hash }, schema: z.object({ id: z.coerce.number() }) }).then((data) => data.id),
};

/** §3 "Theme record": a built-in (insertBy 'system') or one of the user's own ('custom-<n>'). */
export const ThemeRecord = z.object({ id: z.string(), insertBy: z.string(), json: ThemeJson });
export type ThemeRecord = z.infer<typeof ThemeRecord>;

/** A family of the font catalogue the renderer ships, with the weights it has upright faces for. */
const CatalogueFont = z.object({ family: z.string(), weights: z.array(z.number()) });

export const themeApi = {
  list: () => request('GET', '/api2/v1/theme/list', { schema: z.array(ThemeRecord) }),
  add: (json: ThemeJson) => request('POST', '/api2/v1/theme/add', { body: { json }, schema: ThemeRecord }),
  update: (id: string, json: ThemeJson) => request('POST', '/api2/v1/theme/update', { body: { id, json }, schema: ThemeRecord }),
  remove: (id: string) => request('POST', '/api2/v1/theme/delete', { body: { id }, schema: Nothing }),
  fonts: () => request('GET', '/api2/v1/theme/fonts/google', { schema: z.array(CatalogueFont) }),
  searchFonts: (keyword: string) => request('GET', '/api2/v1/theme/fonts/google/search', { query: { keyword }, schema: z.array(CatalogueFont) }),
};

export interface TrackedError {
  error: string;
  stack?: string;
  digest?: string;
  componentStack?: string;
}

export const feedbackApi = {
  send: (message: string) =>
    request('POST', '/api2/v1/feedback/add', { body: { message, path: location.pathname, ua: navigator.userAgent, version: __FOLIO_VERSION__ }, schema: Nothing }),
};

export const trackApi = {
  error: (report: TrackedError) =>
    request('POST', '/api2/v1/track/error', { body: { ...report, ua: navigator.userAgent, path: location.pathname + location.search }, schema: Nothing }),
};
