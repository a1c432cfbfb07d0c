import { BUILTIN_THEMES } from '@folio/renderer';
import type { TestServer } from './test-server.ts';
import { addFolder, createProject, md5, ok, PNG, putUpload, upload, type TestUser } from './workspace.ts';

/**
 * Every workspace call of PRODUCT.md §7 with an input that names the owner's data, for the
 * authorization matrix and the bad-input suites. `access` says who may call it:
 * - owner: only the owner of the named data (others get -4, anonymous 4001)
 * - own: any signed-in user, on their own data (nothing of anyone else's can be named)
 * - public: anyone, signed in or not
 */
export interface Fixture {
  owner: TestUser;
  other: TestUser;
  project: number;
  trashedProject: number;
  folder: number;
  theme: string;
  /** A key the owner has PUT bytes to but not bound. */
  slotKey: string;
  boundKey: string;
}

export interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  access: 'owner' | 'own' | 'public';
  input(f: Fixture): Record<string, unknown>;
  /** For `owner` list calls: the answer is the caller's own (empty) list, never the owner's items. */
  listsOwn?: boolean;
}

const P = '/api2/v1/project';
const F = `${P}/folder`;
const T = '/api2/v1/theme';
const theme = BUILTIN_THEMES[0]!;

export const ROUTE_CASES: RouteCase[] = [
  { name: 'project/create in a folder', method: 'POST', path: `${P}/create`, access: 'owner', input: (f) => ({ kind: 'presentation', folderId: f.folder }) },
  { name: 'project/create on a custom theme', method: 'POST', path: `${P}/create`, access: 'owner', input: (f) => ({ kind: 'page', themeId: f.theme }) },
  { name: 'project/get', method: 'GET', path: `${P}/get`, access: 'owner', input: (f) => ({ id: f.project }) },
  { name: 'project/list of a folder', method: 'GET', path: `${P}/list`, access: 'owner', input: (f) => ({ folderId: f.folder }) },
  { name: 'project/list of the trash', method: 'GET', path: `${P}/list`, access: 'owner', listsOwn: true, input: () => ({ status: 3 }) },
  { name: 'project/duplicate', method: 'POST', path: `${P}/duplicate`, access: 'owner', input: (f) => ({ id: f.project }) },
  { name: 'project/trash', method: 'POST', path: `${P}/trash`, access: 'owner', input: (f) => ({ id: f.project }) },
  { name: 'updateProject status', method: 'POST', path: '/api/iart/v1/project/updateProject', access: 'owner', input: (f) => ({ id: f.project, status: 3 }) },
  { name: 'updateProject title', method: 'POST', path: '/api/iart/v1/project/updateProject', access: 'owner', input: (f) => ({ id: f.project, title: 'Mine now' }) },
  { name: 'recoverProject', method: 'POST', path: '/api/iart/v1/project/recoverProject', access: 'owner', input: (f) => ({ id: f.trashedProject }) },
  { name: 'project/delete', method: 'POST', path: `${P}/delete`, access: 'owner', input: (f) => ({ id: f.trashedProject }) },
  { name: 'share/config/get (GET)', method: 'GET', path: `${P}/share/config/get`, access: 'owner', input: (f) => ({ id: f.project }) },
  { name: 'share/config/get (POST)', method: 'POST', path: `${P}/share/config/get`, access: 'owner', input: (f) => ({ id: f.project }) },
  { name: 'share/config/update', method: 'POST', path: `${P}/share/config/update`, access: 'owner', input: (f) => ({ id: f.project, enabled: true }) },
  { name: 'folder/list', method: 'GET', path: `${F}/list`, access: 'owner', listsOwn: true, input: () => ({}) },
  { name: 'folder/add', method: 'POST', path: `${F}/add`, access: 'own', input: () => ({ name: 'New' }) },
  { name: 'folder/update', method: 'POST', path: `${F}/update`, access: 'owner', input: (f) => ({ id: f.folder, name: 'Renamed' }) },
  { name: 'folder/delete', method: 'POST', path: `${F}/delete`, access: 'owner', input: (f) => ({ id: f.folder }) },
  { name: 'folder/move-in', method: 'POST', path: `${F}/move-in`, access: 'owner', input: (f) => ({ folderId: f.folder, projectId: f.project }) },
  { name: 'folder/move-out', method: 'POST', path: `${F}/move-out`, access: 'owner', input: (f) => ({ projectId: f.project }) },
  { name: 'theme/list', method: 'GET', path: `${T}/list`, access: 'owner', listsOwn: true, input: () => ({}) },
  { name: 'theme/add', method: 'POST', path: `${T}/add`, access: 'own', input: () => ({ json: theme }) },
  { name: 'theme/update', method: 'POST', path: `${T}/update`, access: 'owner', input: (f) => ({ id: f.theme, json: theme }) },
  { name: 'theme/delete', method: 'POST', path: `${T}/delete`, access: 'owner', input: (f) => ({ id: f.theme }) },
  { name: 'theme/fonts/google', method: 'GET', path: `${T}/fonts/google`, access: 'public', input: () => ({}) },
  { name: 'theme/fonts/google/search', method: 'GET', path: `${T}/fonts/google/search`, access: 'public', input: () => ({ keyword: 'inter' }) },
  { name: 'upload/url', method: 'GET', path: '/api2/v1/upload/url', access: 'own', input: () => ({ type: 'image/png', source_type: 'normal' }) },
  { name: 'upload/bind', method: 'POST', path: '/api2/v1/upload/bind', access: 'owner', input: (f) => ({ key: f.slotKey, name: 'dot.png', hash: md5(PNG) }) },
  { name: 'track/error', method: 'POST', path: '/api2/v1/track/error', access: 'public', input: () => ({ error: 'boom' }) },
  { name: 'track/events', method: 'POST', path: '/api2/v1/track/events', access: 'public', input: () => ({ visitor: 'matrix-visitor', events: [{ name: 'export' }] }) },
  { name: 'feedback/add', method: 'POST', path: '/api2/v1/feedback/add', access: 'public', input: () => ({ message: 'Nice' }) },
  { name: 'airwallex/getProductInfo', method: 'GET', path: '/api/iart/v1/airwallex/getProductInfo', access: 'public', input: () => ({}) },
  { name: 'instance/features', method: 'GET', path: '/api2/v1/instance/features', access: 'public', input: () => ({ visitor: 'matrix-visitor' }) },
  { name: 'instance/changelog', method: 'GET', path: '/api2/v1/instance/changelog', access: 'public', input: () => ({ lang: 'fr' }) },
  { name: 'thirdPartyLogin/generateChannelToken', method: 'POST', path: '/api/iart/v1/thirdPartyLogin/generateChannelToken', access: 'owner', input: (f) => ({ chanId: f.owner.id, chanType: 'USER' }) },
];

/** The owner's workspace: a project in a folder, a trashed project, a custom theme, an unbound and a bound upload. */
export async function buildFixture(api: TestServer, owner: TestUser, other: TestUser): Promise<Fixture> {
  const folder = await addFolder(api, owner);
  const project = await createProject(api, owner, { folderId: folder.id });
  const trashed = await createProject(api, owner);
  ok(await api.post(`${P}/trash`, { id: trashed.id }, owner.token));
  const added = ok(await api.post(`${T}/add`, { json: theme }, owner.token));
  const { key: slotKey } = await putUpload(api, owner, PNG);
  const bound = await upload(api, owner, PNG, 'kept.png');
  return { owner, other, project: project.id, trashedProject: trashed.id, folder: folder.id, theme: added.id, slotKey, boundKey: bound.key };
}

/** Calls a route case with its input as the query (GET) or the JSON body (POST). */
export function call(api: TestServer, route: RouteCase, input: Record<string, unknown>, token?: string) {
  if (route.method === 'POST') return api.post(route.path, input, token);
  const query = new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)]));
  return api.get(`${route.path}${query.size ? `?${query}` : ''}`, token);
}
