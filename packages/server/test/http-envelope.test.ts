import { describe, expect, it } from 'vitest';
import { LOGIN, signIn } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

describe.each(databases)('the HTTP envelope on %s', (kind) => {
  const api = useTestServer(kind);

  it('answers an unknown API path with -4 and 404', async () => {
    for (const path of ['/api/iart/v1/nothing', '/api2/v1/nothing']) {
      const answer = await api.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
    }
  });

  it('uses success code 1 on /api and 200 on /api2', async () => {
    const token = await signIn(api);
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body).toMatchObject({ code: 1, message: 'success' });
    const update = await api.post('/api2/v1/user/password/update', { password: 'secret123', new_password: 'secret456' }, token);
    expect(update.body).toMatchObject({ code: 200 });
  });

  it('answers malformed JSON with -2 Parameter error. and 400', async () => {
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'POST', body: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: -2, message: 'Parameter error.', data: null });
  });

  it('answers a body that is not a JSON object with -2 and 400', async () => {
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'POST', body: 'email=a@b.co', headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });

  it('refuses a body over a megabyte with 413 before reading it', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'POST', body: huge, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });

  it('refuses __proto__ keys as a parameter error', async () => {
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'POST', body: '{"email":"a@b.co","password":"secret123","__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -2 });
  });

  it('answers an unsupported content type with -2 and 415', async () => {
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'POST', body: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });

  it('answers a wrong method on an API path with -4', async () => {
    const answer = await api.request(`${LOGIN}/emailLinkLogin`, { method: 'PUT' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: -4 });
  });
});
