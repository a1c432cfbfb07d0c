import { insertBlock, readProject, setProjectMeta, textOf, type NodeId } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { signIn } from '../../../../server/test/helpers/accounts.ts';
import { useTestServer } from '../../../../server/test/helpers/test-server.ts';
import { editPage } from '../commands/page-edits.ts';
import { EditorSession, type SessionStatus } from './editor-session.ts';

/** The real server (PGlite) and the browser provider talking over a real socket. */
const api = useTestServer('pglite');

/** `ws` sockets, remembered so a test can cut a connection as a network drop would. */
function socketFactory() {
  const opened: WebSocket[] = [];
  class TrackedSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      opened.push(this);
    }
  }
  return { opened, WebSocket: TrackedSocket as unknown as new (url: string) => globalThis.WebSocket };
}

async function openSession(projectId: string, token: string, factory = socketFactory()): Promise<EditorSession> {
  const session = new EditorSession({ projectId, token: () => token, offline: false, origin: api.url, WebSocket: factory.WebSocket });
  await until(session, (status) => status.edit === 'Loaded');
  return session;
}

function until(session: EditorSession, check: (status: SessionStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(session.status)) return resolve();
    const stop = session.subscribe(() => {
      if (!check(session.status)) return;
      stop();
      resolve();
    });
  });
}

async function newProject(token: string): Promise<string> {
  const answer = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Deck' }, token);
  return String(answer.body!.data.id);
}

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 20));
    poll();
  });
}

describe('editing a project through the collaboration socket', () => {
  test('the deck loads, an edit marks it Changed, and it reads Saved once the server has stored it', async () => {
    const token = await signIn(api);
    const id = await newProject(token);
    const session = await openSession(id, token);
    expect(readProject(session.doc).title).toBe('Deck');
    expect(session.status.save).toBe('Initial');

    setProjectMeta(session.doc, { title: 'Renamed' });
    expect(session.status.edit).toBe('Changed');
    expect(session.status.save).toBe('Saving');
    expect(session.unsaved).toBe(true);
    await until(session, (status) => status.save === 'Saved');
    expect(session.unsaved).toBe(false);
    session.destroy();

    const reopened = await openSession(id, token);
    expect(readProject(reopened.doc).title).toBe('Renamed');
    expect(reopened.status.edit).toBe('Loaded');
    reopened.destroy();
  });

  test('two editors typing in the same block end with the same text', async () => {
    const token = await signIn(api);
    const id = await newProject(token);
    const [left, right] = await Promise.all([openSession(id, token), openSession(id, token)]);
    const blockId = [...left.doc.getMap('texts').keys()][0]!;
    textOf(left.doc, blockId)!.insert(0, 'Hello');
    textOf(right.doc, blockId)!.insert(0, 'World');
    const both = (session: EditorSession) => /Hello/.test(textOf(session.doc, blockId)!.toString()) && /World/.test(textOf(session.doc, blockId)!.toString());
    await waitFor(() => both(left) && both(right));
    expect(textOf(left.doc, blockId)!.toString()).toBe(textOf(right.doc, blockId)!.toString());
    left.destroy();
    right.destroy();
  });

  test('an edit made while the connection is down is sent after reconnecting and stored', async () => {
    const token = await signIn(api);
    const id = await newProject(token);
    const factory = socketFactory();
    const session = await openSession(id, token, factory);
    factory.opened[0]!.terminate();
    await until(session, (status) => status.connection === 'offline');

    const pageId = readProject(session.doc).pages[0]!.id;
    editPage(session.doc, pageId, (root) =>
      insertBlock(root, root.id, 'bottom', { id: 'offline-block' as NodeId, type: 'content', content: { kind: 'divider', style: 'solid', thickness: 2 } }, () => 'wrap'),
    );
    expect(session.status.save).toBe('Saving');
    await until(session, (status) => status.connection === 'online' && status.save === 'Saved');
    expect(factory.opened.length).toBeGreaterThan(1);
    session.destroy();

    const reader = await openSession(id, token);
    expect(JSON.stringify(readProject(reader.doc).pages[0]!.layout)).toContain('offline-block');
    reader.destroy();
  });
});
