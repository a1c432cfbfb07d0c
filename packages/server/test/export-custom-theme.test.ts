import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setProjectMeta } from '@folio/layout';
import { getTheme } from '@folio/renderer';
import { describe, expect, test } from 'vitest';
import { signIn } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { useTestServer, type TestServer } from './helpers/test-server.ts';

async function makePro(api: TestServer, email: string): Promise<void> {
  await api.db.query(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at)
     select id, 'monthly', now(), now() + interval '30 days', now() from users where lower(email) = $1`,
    [email],
  );
}

/** The first page of a PDF rastered by poppler, as RGB pixels (binary PPM). */
async function firstPage(pdf: Buffer): Promise<{ width: number; height: number; pixels: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-theme-pdf-'));
  try {
    await writeFile(join(dir, 'deck.pdf'), pdf);
    const run = spawnSync('pdftoppm', ['-r', '36', '-f', '1', '-l', '1', '-singlefile', join(dir, 'deck.pdf'), join(dir, 'page')]);
    expect(run.status, run.stderr?.toString()).toBe(0);
    const ppm = await readFile(join(dir, 'page.ppm'));
    const [, width, height] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 30).toString('latin1'))!;
    const header = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.subarray(0, 30).toString('latin1'))![0].length;
    return { width: Number(width), height: Number(height), pixels: ppm.subarray(header) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function fontsOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-theme-fonts-'));
  try {
    await writeFile(join(dir, 'deck.pdf'), pdf);
    return spawnSync('pdffonts', [join(dir, 'deck.pdf')]).stdout.toString();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function share(pixels: Buffer, [r, g, b]: [number, number, number]): number {
  let hits = 0;
  for (let index = 0; index < pixels.length; index += 3) {
    if (Math.abs(pixels[index]! - r) <= 6 && Math.abs(pixels[index + 1]! - g) <= 6 && Math.abs(pixels[index + 2]! - b) <= 6) hits += 1;
  }
  return hits / (pixels.length / 3);
}

async function exportPdf(api: TestServer, token: string, projectId: number): Promise<Buffer> {
  const posted = await api.post('/api2/v1/export/post', { type: 'pdf', projectId }, token);
  expect(posted.body).toMatchObject({ code: 200 });
  let result: { status: string; url?: string } = { status: 'pending' };
  for (const end = Date.now() + 60_000; result.status === 'pending' && Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
    result = (await api.get(`/api2/v1/export/get?taskId=${posted.body!.data.taskId}`, token)).body!.data;
  }
  expect(result.status).toBe('success');
  return Buffer.from(await (await fetch(new URL(result.url!, api.origin))).arrayBuffer());
}

const FOREST = { ...getTheme('sunlit'), id: 'x', themeName: 'Forest', seedColor: '#00AA55', background: { backgroundColor: '#102040' } };

describe('exporting a project in a custom theme', () => {
  const api = useTestServer('pglite');

  test('draws the PDF in the custom theme’s colours and fonts, as saved through the theme API', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const json = structuredClone(FOREST);
    json.paragraph = { ...json.paragraph, title: { ...json.paragraph.title, fontFamily: 'Playfair Display' } };
    const added = await api.post('/api2/v1/theme/add', { json }, token);
    expect(added.body).toMatchObject({ code: 200 });
    const themeId = added.body!.data.id as string;
    const doc = {
      kind: 'presentation',
      title: 'Forest deck',
      themeId: 'sunlit',
      pages: [
        {
          id: 'p1',
          layout: {
            id: 'root',
            type: 'column',
            children: [
              { id: 't', type: 'content', content: { kind: 'text', paragraphs: [{ role: 'title', spans: [{ text: 'In the woods' }] }] } },
              { id: 's', type: 'content', content: { kind: 'shape', shape: 'rect', strokeWidth: 0 }, minHeight: 200 },
            ],
          },
        },
      ],
      scriptMap: {},
    };
    const created = await api.post('/api2/v1/project/create', { kind: 'presentation', doc, themeId }, token);
    expect(created.body).toMatchObject({ code: 200 });
    const pdf = await exportPdf(api, token, Number(created.body!.data.id));
    const page = await firstPage(pdf);
    // The page is the custom background, and the shape (filled with the accent) shows.
    expect(share(page.pixels, [0x10, 0x20, 0x40])).toBeGreaterThan(0.3);
    expect(share(page.pixels, [0x00, 0xaa, 0x55])).toBeGreaterThan(0.05);
    expect(await fontsOf(pdf)).toMatch(/Playfair/);
  });

  test('exports the theme an editor applied a moment ago, before the stored snapshot has caught up', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const record = (await api.post('/api2/v1/theme/add', { json: FOREST }, token)).body!.data;
    const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Applied in the editor' }, token);
    const projectId = Number(created.body!.data.id);
    const editor = new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    setProjectMeta(editor.doc, { themeId: record.id, theme: record.json });
    await expect.poll(() => editor.unsaved).toBe(0);
    const page = await firstPage(await exportPdf(api, token, projectId));
    expect(share(page.pixels, [0x10, 0x20, 0x40])).toBeGreaterThan(0.3);
    editor.close();
  });
});
