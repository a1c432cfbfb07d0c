import { createHash, randomBytes } from 'node:crypto';
import type { SpeechModel } from '@folio/ai';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { uploadUrl } from '../uploads/upload-url.ts';

export type SpeechEngine = 'provider' | 'browser';

export interface SpeechTaskStatus {
  status: 'pending' | 'success' | 'error';
  engine: SpeechEngine;
  url?: string;
}

/** A task still pending after this long was lost with a restarted server: it is reported as failed. */
const LOST_AFTER_MS = 10 * 60_000;

/**
 * documentMessage/tts: a stored task per slide script. Without a speech model it is done at
 * once with engine 'browser' (the app speaks it); with one, the MP3 is made in the background
 * and kept as the owner's upload, served at /files/<key> under an unguessable key so shared
 * decks can play it too.
 */
export async function createSpeechTask(
  ctx: AppContext,
  speech: SpeechModel | undefined,
  ownerId: number,
  input: { projectId: number; pageId: string; text?: string | undefined; voice?: string | undefined },
): Promise<{ taskId: string }> {
  const [project] = await ctx.db.query<{ id: number }>('select id from projects where id = $1 and owner_id = $2', [input.projectId, ownerId]);
  if (!project) throw new AppError('NOT_FOUND');
  const doc = await ctx.collab.read(input.projectId);
  const page = doc?.pages.find((each) => each.id === input.pageId);
  if (!doc || !page) throw new AppError('NOT_FOUND');
  const text = input.text?.trim() || (doc.scriptMap[page.id] ?? []).map((script) => script.text.trim()).filter(Boolean).join('\n\n');
  // A slide without notes, and no text given: nothing to read.
  if (!text) throw new AppError('PARAMETER_ERROR');
  const engine: SpeechEngine = speech ? 'provider' : 'browser';
  const [task] = await ctx.db.query<{ id: string }>(
    `insert into tts_tasks (owner_id, project_id, page_id, text, voice, engine, status, finished_at)
     values ($1, $2, $3, $4, $5, $6, $7, case when $7 = 'success' then now() end) returning id`,
    [ownerId, input.projectId, input.pageId, text, input.voice ?? null, engine, speech ? 'pending' : 'success'],
  );
  if (speech) void speak(ctx, speech, ownerId, task!.id, text, input.voice);
  return { taskId: task!.id };
}

async function speak(ctx: AppContext, speech: SpeechModel, ownerId: number, taskId: string, text: string, voice: string | undefined): Promise<void> {
  try {
    const audio = Buffer.from(await speech.speak(text, { voice }));
    const key = randomBytes(16).toString('hex');
    await ctx.storage.put(key, audio, 'audio/mpeg');
    await ctx.db.transaction(async (tx) => {
      const [upload] = await tx.query<{ id: number }>(
        `insert into uploads (owner_id, key, name, mime, size, md5, source_type) values ($1, $2, 'speaker-notes.mp3', 'audio/mpeg', $3, $4, 'normal') returning id`,
        [ownerId, key, audio.length, createHash('md5').update(audio).digest('hex')],
      );
      await tx.query(`update tts_tasks set status = 'success', audio_upload_id = $2, finished_at = now() where id = $1`, [taskId, upload!.id]);
    });
  } catch (error) {
    await ctx.db
      .query(`update tts_tasks set status = 'error', error = $2, finished_at = now() where id = $1`, [taskId, (error instanceof Error ? error.message : String(error)).slice(0, 1000)])
      .catch(() => undefined);
  }
}

/** documentMessage/polling: the caller's own tasks only; anyone else's id is -4 like a missing one. */
export async function speechTaskStatus(ctx: AppContext, ownerId: number, taskId: string): Promise<SpeechTaskStatus> {
  const [task] = await ctx.db.query<{ status: SpeechTaskStatus['status']; engine: SpeechEngine; key: string | null; created_at: Date | string }>(
    `select t.status, t.engine, u.key, t.created_at from tts_tasks t left join uploads u on u.id = t.audio_upload_id where t.id = $1 and t.owner_id = $2`,
    [taskId, ownerId],
  );
  if (!task) throw new AppError('NOT_FOUND');
  if (task.status === 'pending' && Date.now() - new Date(task.created_at).getTime() > LOST_AFTER_MS) {
    await ctx.db.query(`update tts_tasks set status = 'error', error = 'lost', finished_at = now() where id = $1 and status = 'pending'`, [taskId]);
    return { status: 'error', engine: task.engine };
  }
  return { status: task.status, engine: task.engine, ...(task.status === 'success' && task.key ? { url: uploadUrl(ctx.fetchBase, task.key) } : {}) };
}
