import { BUILTIN_THEMES } from '@folio/renderer';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createProject, createUser, ok, workspaceTables } from './helpers/workspace.ts';

const T = '/api2/v1/theme';
const sunlit = BUILTIN_THEMES.find((theme) => theme.id === 'sunlit')!;

describe.each(databases)('themes on %s', (kind) => {
  const api = useTestServer(kind);

  it('lists every built-in theme as a §3 record with Sunlit the default', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const list = ok(await api.get(`${T}/list`, ada.token));
    expect(list).toHaveLength(BUILTIN_THEMES.length);
    expect(list.map((t: any) => t.json.themeName).slice(0, 5)).toEqual(['Dark Matter', 'Periwinkle', 'Minimal White', 'Green Pulse', 'Sunlit']);
    const record = list.find((t: any) => t.id === 'sunlit');
    expect(record).toMatchObject({ status: '1', defaultTheme: '1', insertBy: 'system', updateBy: 'system', thumbnail: '' });
    expect(Object.keys(record).sort()).toEqual(['createdTime', 'defaultTheme', 'id', 'insertBy', 'json', 'status', 'thumbnail', 'updateBy', 'updatedTime']);
    expect(list.filter((t: any) => t.defaultTheme === '1')).toHaveLength(1);
  });

  it('adds, updates and deletes a custom theme that only its owner sees', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const added = ok(await api.post(`${T}/add`, { json: { ...sunlit, id: 'sunlit', themeName: 'Ada Sun' } }, ada.token));
    expect(added.id).toMatch(/^custom-\d+$/);
    expect(added).toMatchObject({ defaultTheme: '0', status: '1', insertBy: String(ada.id), json: { id: added.id, themeName: 'Ada Sun' } });
    expect(ok(await api.get(`${T}/list`, ada.token)).at(-1).id).toBe(added.id);
    expect(ok(await api.get(`${T}/list`, bob.token)).some((t: any) => t.id === added.id)).toBe(false);
    const updated = ok(await api.post(`${T}/update`, { id: added.id, json: { ...sunlit, themeName: 'Ada Dusk', mode: 'dark' } }, ada.token));
    expect(updated.json).toMatchObject({ id: added.id, themeName: 'Ada Dusk', mode: 'dark' });
    ok(await api.post(`${T}/delete`, { id: added.id }, ada.token));
    expect(ok(await api.get(`${T}/list`, ada.token))).toHaveLength(BUILTIN_THEMES.length);
  });

  it('lets a project start on its owner’s custom theme and carries the theme in the document', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const added = ok(await api.post(`${T}/add`, { json: { ...sunlit, themeName: 'Mine' } }, ada.token));
    const project = await createProject(api, ada, { themeId: added.id });
    expect(project.themeId).toBe(added.id);
    expect(project.document.theme).toMatchObject({ id: added.id, themeName: 'Mine' });
  });

  it('refuses to change or delete a built-in theme', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const before = await workspaceTables(api);
    expect((await api.post(`${T}/update`, { id: 'sunlit', json: sunlit }, ada.token)).body).toMatchObject({ code: -4 });
    expect((await api.post(`${T}/delete`, { id: 'sunlit' }, ada.token)).body).toMatchObject({ code: -4 });
    expect(await workspaceTables(api)).toEqual(before);
  });

  it('refuses theme json that breaks the schema', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answer = await api.post(`${T}/add`, { json: { ...sunlit, width: 800 } }, ada.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -2 });
    expect(await api.db.query('select id from themes')).toEqual([]);
  });

  it('lists the bundled fonts with their weights and the URLs the app loads', async () => {
    const fonts = ok(await api.get(`${T}/fonts/google`));
    const inter = fonts.find((f: any) => f.family === 'Inter');
    expect(inter.weights).toEqual([400, 500, 600, 700, 800]);
    expect(inter.italics).toEqual([400, 700]);
    expect(inter.faces[0].url).toBe('/fonts/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
  });

  it('searches fonts by any part of the family name, ignoring case', async () => {
    const found = ok(await api.get(`${T}/fonts/google/search?keyword=noto%20SANS%20j`));
    expect(found.map((f: any) => f.family)).toEqual(['Noto Sans JP']);
    expect(ok(await api.get(`${T}/fonts/google/search?keyword=zzz`))).toEqual([]);
  });
});
