import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { manyPagePdf, officeParts, prototypePollutingWorkbook, zipBomb, zipOf } from '../../ai/test/hostile-documents.ts';
import { LOGIN, PASSWORD, registerUser } from './helpers/accounts.ts';
import { useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, md5, ok, putTo, type TestUser } from './helpers/workspace.ts';

/**
 * Every class of hostile upload the OWASP file-upload cheat sheet lists, and the ones issue 16
 * found, through the real path: upload/url, PUT, upload/bind, then a use that reads the file
 * (search/recommend reads every document upload). For each, the answer is a §8 error or a
 * harmless result, another person's requests keep being answered throughout, the process's
 * memory stays bounded, and afterwards sign-in and project/get still work. The worst stall and
 * memory growth of each class are printed for the record.
 */

interface Hostile {
  name: string;
  type: string;
  bytes: () => Uint8Array;
  /** The codes bind may answer: 200 for a file read harmlessly, or the §8 refusal. */
  bind: number[];
}

const MB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);

const externalLinkDocx = () =>
  zipOf([
    ...officeParts('docx').filter((part) => part.name !== 'word/document.xml'),
    {
      name: 'word/document.xml',
      data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body><w:p><w:r><w:t>Linked</w:t></w:r><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic><pic:blipFill><a:blip r:link="rIdPasswd"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p></w:body></w:document>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdPasswd" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///etc/passwd" TargetMode="External"/></Relationships>',
    },
  ]);

/** A PNG whose header claims 100,000 × 100,000 pixels: ten billion to decode from a few bytes. */
function pixelFlood(): Uint8Array {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  return png;
}

const HOSTILE: Hostile[] = [
  { name: 'budget.xlsx', type: 'xlsx', bytes: prototypePollutingWorkbook, bind: [6000] },
  { name: 'bomb.docx', type: 'docx', bytes: () => zipBomb('docx'), bind: [-2] },
  { name: 'bomb.xlsx', type: 'xlsx', bytes: () => zipBomb('xlsx'), bind: [-2] },
  { name: 'bomb.pptx', type: 'pptx', bytes: () => zipBomb('pptx'), bind: [-2] },
  { name: 'slip.docx', type: 'docx', bytes: () => zipOf([...officeParts('docx'), { name: '../../../../tmp/folio-zip-slip.txt', data: 'escaped' }]), bind: [200, 6000] },
  { name: 'linked.docx', type: 'docx', bytes: externalLinkDocx, bind: [200] },
  { name: 'report.docx', type: 'docx', bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]), bind: [6000] },
  { name: 'page.pdf', type: 'pdf', bytes: () => text('<!doctype html><script>alert(1)</script>'), bind: [6000] },
  { name: 'logo.svg', type: 'image/svg+xml', bytes: () => text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), bind: [200] },
  // The SVG pattern uploads were told by backtracked exponentially over this (about 1 KB held the thread for minutes).
  { name: 'backtrack.svg', type: 'image/svg+xml', bytes: () => text(`<!---->${'\uFEFF<!--\uFEFF><SVG>--><!DOCTYPE>\uFEFF<!--\uFEFF><SVG>-->'.repeat(26)}`), bind: [6000] },
  { name: 'flood.png', type: 'image/png', bytes: pixelFlood, bind: [-2] },
  { name: 'huge.pdf', type: 'pdf', bytes: () => manyPagePdf(100_000), bind: [200, -2] },
  { name: 'broken.pdf', type: 'pdf', bytes: () => manyPagePdf(50, { brokenXref: true }), bind: [200] },
  { name: 'brackets.md', type: 'text/markdown', bytes: () => text('!['.repeat(80_000)), bind: [200] },
  { name: 'one-line.md', type: 'text/markdown', bytes: () => text('word '.repeat(49 * MB / 5)), bind: [200] },
  { name: 'oversize.txt', type: 'text/plain', bytes: () => text('x'.repeat(51 * MB)), bind: [-2] },
];

/** Another person's getUserInfo, asked every 50 ms while `attack` runs: the slowest answer. */
async function whileAnswering(api: TestServer, bystander: TestUser, attack: () => Promise<void>): Promise<number> {
  let running = true;
  let worst = 0;
  const asking = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await api.get(`${LOGIN}/getUserInfo`, bystander.token);
      expect(answer.body?.code).toBe(1);
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await attack();
  } finally {
    running = false;
    await asking;
  }
  return worst;
}

describe('hostile uploads on a running server', () => {
  const api = useTestServer('pglite');
  const record: string[] = [];
  afterAll(() => console.log(`class | bind | worst stall of another person's requests | memory growth\n${record.join('\n')}`));

  it.each(HOSTILE)('$name: a clear answer or a harmless result, with the server answering others throughout', async (hostile) => {
    const attacker = await createUser(api, 'mallory@example.com');
    const bystander = await createUser(api, 'ada@example.com');
    const project = await createProject(api, bystander, { title: 'Harbour walk' });
    const bytes = hostile.bytes();
    globalThis.gc?.();
    const memoryBefore = process.memoryUsage().rss;
    let peak = memoryBefore;
    const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let bound: { code: number } | undefined;
    const worst = await whileAnswering(api, bystander, async () => {
      const target = ok(await api.get(`/api2/v1/upload/url?type=${encodeURIComponent(hostile.type)}&source_type=document`, attacker.token));
      const put = await putTo(api, target.url, bytes);
      if (put.status >= 400) return void (bound = { code: put.body?.code ?? put.status });
      bound = (await api.post('/api2/v1/upload/bind', { key: target.key, name: hostile.name, hash: md5(bytes) }, attacker.token)).body;
      // Using the upload: search reads every document upload of the person's.
      expect((await api.get('/api2/v1/ai/search/recommend', attacker.token)).body?.code).toBe(200);
    });
    clearInterval(sampling);
    const growth = (peak - memoryBefore) / MB;
    record.push(`${hostile.name} | ${bound?.code} | ${worst.toFixed(0)} ms | ${growth.toFixed(0)} MB`);

    expect(hostile.bind).toContain(bound?.code);
    // A hang detector, not a benchmark: each class held the server's thread for 4.5 s to minutes
    // before issue 16; the figure to compare with its 200 ms is printed above, since timings on
    // a shared machine are no test's to judge.
    expect(worst).toBeLessThan(2_000);
    expect(growth).toBeLessThan(300);
    expect(Object.keys(Object.prototype)).toEqual([]);
    // Nothing in an archive is ever written out, wherever its names point.
    expect(existsSync('/tmp/folio-zip-slip.txt')).toBe(false);
    // Sign-in and the bystander's project are as before.
    await registerUser(api, 'grace@example.com');
    expect((await api.post(`${LOGIN}/emailLinkLogin`, { email: 'grace@example.com', password: PASSWORD })).body?.code).toBe(1);
    expect(ok(await api.get(`/api2/v1/project/get?id=${project.id}`, bystander.token)).title).toBe('Harbour walk');
  });
});
