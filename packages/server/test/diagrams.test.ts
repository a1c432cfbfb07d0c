import { describe, expect, it } from 'vitest';
import { MAX_DIAGRAMS_PER_USER } from '../src/domains/diagrams/diagrams.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createUser, ok } from './helpers/workspace.ts';

const D = '/api2/v1/diagram';
const SOURCE = 'graph TD; A[Idea] --> B[Draft] --> C[Ship]';

describe.each(databases)('diagrams on %s', (kind) => {
  const api = useTestServer(kind);

  it('adds, lists last edited first, updates and deletes the caller’s diagrams', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const first = ok(await api.post(`${D}/add`, { title: 'Launch', source: SOURCE }, ada.token));
    expect(first).toMatchObject({ title: 'Launch', source: SOURCE });
    const second = ok(await api.post(`${D}/add`, { title: 'Hiring', source: 'graph LR\nA --> B' }, ada.token));
    expect(ok(await api.get(`${D}/list`, ada.token)).map((d: any) => d.id)).toEqual([second.id, first.id]);
    const updated = ok(await api.post(`${D}/update`, { id: first.id, title: 'Launch plan', source: `${SOURCE} --> D[Party]` }, ada.token));
    expect(updated).toMatchObject({ id: first.id, title: 'Launch plan', source: `${SOURCE} --> D[Party]` });
    expect(ok(await api.get(`${D}/list`, ada.token))[0].id).toBe(first.id);
    ok(await api.post(`${D}/delete`, { id: second.id }, ada.token));
    expect(ok(await api.get(`${D}/list`, ada.token)).map((d: any) => d.id)).toEqual([first.id]);
  });

  it('keeps each person’s diagrams to themselves', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const mine = ok(await api.post(`${D}/add`, { title: 'Secret', source: SOURCE }, ada.token));
    expect(ok(await api.get(`${D}/list`, bob.token))).toEqual([]);
    expect((await api.post(`${D}/update`, { id: mine.id, title: 'Taken', source: '' }, bob.token)).body).toMatchObject({ code: -4 });
    expect((await api.post(`${D}/delete`, { id: mine.id }, bob.token)).body).toMatchObject({ code: -4 });
    expect((await api.get(`${D}/list`)).status).toBe(401);
    expect(ok(await api.get(`${D}/list`, ada.token))[0]).toMatchObject({ title: 'Secret', source: SOURCE });
  });

  it('refuses oversized text, unknown fields and a diagram past the per-person cap', async () => {
    const ada = await createUser(api, 'ada@example.com');
    expect((await api.post(`${D}/add`, { title: '', source: 'x'.repeat(20_001) }, ada.token)).body).toMatchObject({ code: -2 });
    expect((await api.post(`${D}/add`, { title: '', source: '', owner: 1 }, ada.token)).body).toMatchObject({ code: -2 });
    await api.db.query('insert into diagrams (owner_id, source) select $1, $2 from generate_series(1, $3)', [ada.id, SOURCE, MAX_DIAGRAMS_PER_USER]);
    expect((await api.post(`${D}/add`, { title: 'One more', source: SOURCE }, ada.token)).body).toMatchObject({ code: -2 });
  });
});
