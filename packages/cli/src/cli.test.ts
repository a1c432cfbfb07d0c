import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const DECKS = join(REPO_ROOT, 'fixtures/decks');

/** `pnpm folio …` as a person runs it: its exit code and what it printed. */
function folio(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return folioWith({}, ...args);
}

function folioWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=folio-built', 'scripts/folio.mjs', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'folio-cli-'));
});

describe('folio', () => {
  test('lists its commands on --help and without a command, and refuses an unknown one with the same list', async () => {
    for (const args of [['--help'], []]) {
      const listed = await folio(...args);
      expect(listed.code).toBe(0);
      expect(listed.stderr).toBe('');
      expect(listed.stdout).toMatch(/^usage: pnpm folio <command> \[options\]\n\n {2}folio start .*\n {2}folio render .*\n {2}folio export /);
    }
    for (const name of ['publish', 'constructor', '__proto__']) {
      const unknown = await folio(name);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(new RegExp(`^unknown command '${name}'\n\nusage: pnpm folio <command>`));
    }
  }, 60_000);
});

describe('folio export through its code cache', () => {
  const bundle = join(REPO_ROOT, 'packages/cli/dist/bundle/one-shot.cjs');
  const cache = `${bundle}.cache`;
  const exportMinimal = async () => {
    const file = join(out, 'cached.pdf');
    const result = await folio('export', join(DECKS, 'minimal.json'), '--format', 'pdf', '--out', file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return readFile(file);
  };
  /** The cache's file as it stands: a rewritten one is a new file. */
  const cacheFile = async () => {
    const [bytes, { ino, mtimeMs }] = await Promise.all([readFile(cache), stat(cache)]);
    return { ino, mtimeMs, digest: bytes.subarray(0, 40).toString('latin1'), length: bytes.length };
  };

  test('writes the cache once, exports the same from it, and never runs a cache made from other code', async () => {
    await exportMinimal();
    // The build ends the script with the SHA-1 of what comes before it.
    const script = (await readFile(bundle, 'latin1')).split('\n');
    const digest = createHash('sha1').update(script.slice(0, -2).join('\n')).digest('hex');
    expect(script.at(-2)).toBe(`// sha1 ${digest}`);
    await rm(cache, { force: true });
    const fromSource = await exportMinimal();
    const written = await cacheFile();
    expect(written.digest).toBe(digest);
    expect(written.length).toBeGreaterThan(100_000);

    expect(await exportMinimal()).toEqual(fromSource);
    expect(await cacheFile()).toEqual(written);

    // Another build's cache, and this build's cache damaged: each run exports as before and writes it anew.
    await writeFile(cache, Buffer.concat([Buffer.from(randomBytes(20).toString('hex')), (await readFile(cache)).subarray(40)]));
    expect(await exportMinimal()).toEqual(fromSource);
    expect((await cacheFile()).digest).toBe(digest);
    await writeFile(cache, Buffer.concat([Buffer.from(digest), randomBytes(written.length - 40)]));
    const damaged = await cacheFile();
    expect(await exportMinimal()).toEqual(fromSource);
    const rewritten = await cacheFile();
    expect(rewritten.ino).not.toBe(damaged.ino);
    expect(await exportMinimal()).toEqual(fromSource);
    expect(await cacheFile()).toEqual(rewritten);
  }, 120_000);
});

describe('folio export', () => {
  test('writes the deck as a PDF and says where', async () => {
    const file = join(out, 'deck.pdf');
    const result = await folio('export', join(DECKS, 'minimal.json'), '--format', 'pdf', '--out', file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^wrote .*deck\.pdf \(pdf, native, \d+ KB\) in \d+ ms\n$/);
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  test('names each problem of an invalid deck by its place in the deck, and writes nothing', async () => {
    const deck = JSON.parse(await readFile(join(DECKS, 'minimal.json'), 'utf8'));
    deck.pages[0].layout = { kind: 'circle' };
    const path = join(out, 'broken.json');
    await writeFile(path, JSON.stringify(deck));
    const result = await folio('export', path, '--format', 'pdf', '--out', join(out, 'broken.pdf'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a valid deck');
    expect(result.stderr).toMatch(/pages\[0\]\.layout/);
    await expect(readFile(join(out, 'broken.pdf'))).rejects.toThrow();
  }, 60_000);

  test('refuses what it cannot do before doing anything, with exit code 2', async () => {
    const deck = join(DECKS, 'minimal.json');
    const cases: [string[], RegExp][] = [
      [['export', deck, '--format', 'docx', '--out', join(out, 'x.docx')], /unknown format 'docx': use one of pdf, pptx, image, images/],
      [['export', deck, '--format', 'pdf', '--engine', 'browser', '--out', join(out, 'x.pdf')], /the browser engine writes image and images only/],
      [['export', deck, '--format', 'images', '--scale', '0', '--out', join(out, 'x.zip')], /--scale must be a number between 0 and 8/],
      [['export', deck], /usage: folio export <deck.json>/],
      [['publish'], /unknown command 'publish'/],
    ];
    for (const [args, message] of cases) {
      const result = await folio(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  }, 60_000);

  test('says so when the deck is not JSON or the folder to write in does not exist', async () => {
    const notJson = join(out, 'notes.json');
    await writeFile(notJson, 'Slide 1: hello');
    const bad = await folio('export', notJson, '--format', 'pdf', '--out', join(out, 'notes.pdf'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/is not valid JSON/);
    const nowhere = await folio('export', join(DECKS, 'minimal.json'), '--format', 'pdf', '--out', join(out, 'missing/deck.pdf'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/cannot write .*missing\/deck\.pdf: ENOENT/);
  }, 60_000);

  test('writes a PNG zip straight to its file, and says so when the path is a folder', async () => {
    const zip = join(out, 'slides.zip');
    const written = await folio('export', join(DECKS, 'minimal.json'), '--format', 'images', '--out', zip);
    expect(written.code).toBe(0);
    const bytes = await readFile(zip);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(written.stdout).toContain(`(images, native, ${Math.round(bytes.length / 1024)} KB)`);
    const folder = await mkdtemp(join(out, 'folder-'));
    const onFolder = await folio('export', join(DECKS, 'minimal.json'), '--format', 'pptx', '--out', folder);
    expect(onFolder.code).toBe(1);
    expect(onFolder.stderr).toMatch(/cannot write .*folder-\w+: EISDIR/);
  }, 120_000);
});

describe('folio codes', () => {
  test('mints activation codes into the embedded database and lists them with their use', async () => {
    const env = { DATA_DIR: join(out, 'codes-data') };
    const created = await folioWith(env, 'codes', 'create', '--days', '14', '--quota', '3', '--count', '2', '--expires', '2099-12-31', '--note', 'meetup');
    expect(created.stderr).toBe('');
    const codes = created.stdout.trim().split('\n');
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const listed = await folioWith(env, 'codes', 'list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.startsWith(codes[0]!))).toMatch(/\s14 days\s+used 0\/3\s+until 2099-12-31\s+meetup$/);
  }, 60_000);

  test('refuses bad numbers, dates and actions with exit code 2', async () => {
    const env = { DATA_DIR: join(out, 'codes-bad') };
    expect(await folioWith(env, 'codes', 'create', '--days', '0')).toMatchObject({ code: 2, stderr: expect.stringContaining('--days must be a whole number from 1 to 3650') });
    expect(await folioWith(env, 'codes', 'create', '--expires', 'next week')).toMatchObject({ code: 2, stderr: expect.stringContaining('--expires must be a date like 2027-01-01') });
    expect(await folioWith(env, 'codes', 'mint')).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown action 'mint'") });
  }, 60_000);

  test('will not open an embedded database another running process holds', async () => {
    const dataDir = join(out, 'codes-held');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'pglite.lock'), String(process.pid));
    const result = await folioWith({ DATA_DIR: dataDir }, 'codes', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is in use by process ${process.pid} (folio start?): stop it first, or use PostgreSQL (DATABASE_URL)`);
  }, 60_000);
});

describe('folio analytics, feedback and flags', () => {
  /** Runs a real server on `dataDir` long enough for `visit` to use its API, then stops it. */
  async function withServer(dataDir: string, visit: (url: string) => Promise<void>): Promise<void> {
    const { loadSettings, startServer } = await import('@folio/server');
    const server = await startServer({ settings: loadSettings({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), print: () => {} });
    try {
      await visit(server.url);
    } finally {
      await server.close();
    }
  }
  const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json());

  test('counts the events the app sent, per name and per person', async () => {
    const dataDir = join(out, 'analytics-data');
    await withServer(dataDir, async (url) => {
      await post(`${url}/api2/v1/track/events`, { visitor: 'first-visitor', events: [{ name: 'export', props: { format: 'pdf' } }, { name: 'export' }, { name: 'share_click' }] });
      await post(`${url}/api2/v1/track/events`, { visitor: 'second-visitor', events: [{ name: 'export' }, { name: 'support_issue', props: { issues: 'refund_issue', email: 'ada@example.com' } }] });
    });
    const printed = await folioWith({ DATA_DIR: dataDir }, 'analytics', '--days', '1');
    expect(printed.stderr).toBe('');
    expect(printed.stdout.split('\n').slice(1, 4).map((line) => line.trim().split(/\s+/))).toEqual([
      ['event', 'count', 'people'],
      ['export', '3', '2'],
      ['share_click', '1', '1'],
    ]);
    const support = await folioWith({ DATA_DIR: dataDir }, 'analytics', '--event', 'support_issue');
    const [, props] = /^\d{4}-\d\d-\d\d \d\d:\d\d {2}visitor second-visitor {2}(\{.*\})\n$/.exec(support.stdout) ?? [];
    expect(JSON.parse(props ?? 'null')).toEqual({ issues: 'refund_issue', email: 'ada@example.com' });
    const json = JSON.parse((await folioWith({ DATA_DIR: dataDir }, 'analytics', '--json')).stdout);
    expect(json).toMatchObject({ days: 7, events: [{ name: 'export', events: 3, people: 2 }, { name: 'share_click', events: 1, people: 1 }, { name: 'support_issue', events: 1, people: 1 }] });
    expect(await folioWith({ DATA_DIR: dataDir }, 'analytics', '--days', 'week')).toMatchObject({ code: 2, stderr: expect.stringContaining('--days must be a whole number from 1 to 3650') });
  }, 90_000);

  test('prints feedback newest first with the reply address and the page', async () => {
    const dataDir = join(out, 'feedback-data');
    await withServer(dataDir, async (url) => {
      await post(`${url}/api2/v1/feedback/add`, { message: 'First note', email: 'ada@example.com', path: '/workspace' });
      await post(`${url}/api2/v1/feedback/add`, { message: 'Second note\non two lines' });
    });
    const printed = await folioWith({ DATA_DIR: dataDir }, 'feedback');
    expect(printed.stdout).toMatch(/^#2 {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}signed out, no address\n {2}Second note\n {2}on two lines\n\n#1 {2}.* {2}ada@example\.com {2}\/workspace\n {2}First note\n$/);
    expect((await folioWith({ DATA_DIR: dataDir }, 'feedback', '--limit', '1')).stdout).not.toContain('First note');
  }, 90_000);

  test('switches a flag the app then receives, and refuses unknown flags and states', async () => {
    const dataDir = join(out, 'flags-data');
    const env = { DATA_DIR: dataDir, FEATURE_FLAGS: 'diagram' };
    expect((await folioWith(env, 'flags')).stdout).toMatch(/^diagram\s+on for everyone\s+from FEATURE_FLAGS\n$/);
    expect((await folioWith(env, 'flags', 'set', 'diagram', 'off')).stdout).toMatch(/^diagram\s+off\s+set with folio flags\n$/);
    await withServer(dataDir, async (url) => {
      const features = await fetch(`${url}/api2/v1/instance/features?visitor=some-visitor`).then((response) => response.json());
      expect(features.data).toEqual({ flags: [], analytics: true, googleSignIn: false, payments: false });
    });
    expect((await folioWith(env, 'flags', 'set', 'diagram', 'on', '--rollout', '25')).stdout).toMatch(/on for 25 % of people/);
    expect((await folioWith(env, 'flags', 'reset', 'diagram')).stdout).toMatch(/on for everyone\s+from FEATURE_FLAGS/);
    expect(await folioWith(env, 'flags', 'set', 'diagrams', 'on')).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown flag 'diagrams' (known: diagram)") });
    expect(await folioWith(env, 'flags', 'set', 'diagram', 'maybe')).toMatchObject({ code: 2, stderr: expect.stringContaining("say on or off after the flag name, not 'maybe'") });
    expect(await folioWith(env, 'flags', 'set', 'diagram', 'on', '--rollout', '101')).toMatchObject({ code: 2, stderr: expect.stringContaining('--rollout must be a whole number from 0 to 100') });
  }, 90_000);
});

describe('folio discounts', () => {
  test('mints a named and a generated discount code, lists them, and refuses a taken name or a bad percentage', async () => {
    const env = { DATA_DIR: join(out, 'discounts-data') };
    const named = await folioWith(env, 'discounts', 'create', '--percent', '20', '--code', 'spring20', '--expires', '2099-03-31', '--note', 'newsletter');
    expect(named).toMatchObject({ code: 0, stdout: 'SPRING20\n' });
    const generated = await folioWith(env, 'discounts', 'create', '--percent', '50');
    expect(generated.stdout.trim()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const listed = (await folioWith(env, 'discounts', 'list')).stdout.trim().split('\n');
    expect(listed.find((line) => line.startsWith('SPRING20'))).toMatch(/^SPRING20\s+20 % off\s+used 0\s+until 2099-03-31\s+newsletter$/);
    expect(listed.find((line) => line.startsWith(generated.stdout.trim()))).toMatch(/50 % off\s+used 0\s+no expiry$/);
    expect(await folioWith(env, 'discounts', 'create', '--percent', '10', '--code', 'SPRING20')).toMatchObject({ code: 1, stderr: expect.stringContaining('discount code SPRING20 exists already') });
    expect(await folioWith(env, 'discounts', 'create', '--percent', '120')).toMatchObject({ code: 2, stderr: expect.stringContaining('--percent must be a whole number from 1 to 100') });
    expect(await folioWith(env, 'discounts', 'create')).toMatchObject({ code: 2, stderr: expect.stringContaining('--percent is required') });
  }, 90_000);
});
