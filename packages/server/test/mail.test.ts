import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, PASSWORD } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

const register = { email: 'ada@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };

describe.each(databases)('mail through SMTP on %s', (kind) => {
  const received: { to: string; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  let smtpPort = 0;
  beforeAll(() => {
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  const api = useTestServer(kind, {
    env: {
      get SMTP_URL() {
        return `smtp://127.0.0.1:${smtpPort}`;
      },
      MAIL_FROM: 'Folio <hello@folio.test>',
    },
  });

  it('delivers the verification mail to the SMTP server instead of the outbox', async () => {
    received.length = 0;
    const answer = await api.post(`${LOGIN}/emailLinkRegister`, register);
    expect(answer.body).toMatchObject({ code: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('ada@example.com');
    expect(received[0]!.raw).toContain('From: Folio <hello@folio.test>');
    // Undo quoted-printable soft line breaks and escapes before looking for the link.
    const decoded = received[0]!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain('/api/iart/v1/thirdPartyLogin/verifyEmail?token=');
    expect(await api.db.query('select * from mail_outbox')).toEqual([]);
  });
});

describe.each(databases)('the development mailbox on %s', (kind) => {
  const api = useTestServer(kind);

  it('lists the kept mail with clickable links', async () => {
    expect((await api.get('/dev/mailbox')).text).toContain('No mail yet.');
    await api.post(`${LOGIN}/emailLinkRegister`, register);
    const page = await api.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('To ada@example.com');
    expect(page.text).toMatch(/<a href="http:\/\/localhost:\d+\/api\/iart\/v1\/thirdPartyLogin\/verifyEmail\?token=[\w-]+">Verify my e-mail<\/a>/);
  });

  it('escapes what users typed', async () => {
    await api.post(`${LOGIN}/emailLinkRegister`, { ...register, firstName: '<script>alert(1)</script>' });
    const page = await api.get('/dev/mailbox');
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).toContain('&#60;script&#62;');
  });
});

describe.each(databases)('the development mailbox in production on %s', (kind) => {
  const api = useTestServer(kind, { env: { NODE_ENV: 'production' } });

  it('does not exist', async () => {
    await api.post(`${LOGIN}/emailLinkRegister`, register);
    const page = await api.get('/dev/mailbox');
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ code: -4 });
  });
});
