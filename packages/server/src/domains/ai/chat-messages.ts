import type { ChatMode } from '@folio/ai';
import { type EditOperation } from '@folio/layout';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

export type Vote = 'up' | 'down' | null;

/**
 * Starts one exchange of the editor's chat: the user's instruction as it was sent, and the
 * assistant's answer, empty until `finishAnswer` fills it. Answers the assistant message's id,
 * which the stream hands out first so the app can vote on it.
 */
export async function startExchange(db: Queryable, input: { userId: number; projectId: number; mode: ChatMode; instruction: string }): Promise<number> {
  const rows = await db.query<{ id: number; role: string }>(
    `insert into ai_chat_messages (user_id, project_id, role, mode, content)
     values ($1, $2, 'user', $3, $4), ($1, $2, 'assistant', $3, '')
     returning id, role`,
    [input.userId, input.projectId, input.mode, input.instruction],
  );
  return rows.find((row) => row.role === 'assistant')!.id;
}

/** What the answer said and offered; a stream cut by an error keeps the text sent before it. */
export async function finishAnswer(db: Queryable, id: number, answer: { content: string; operations: EditOperation[] | undefined; failed: boolean }): Promise<void> {
  await db.query(`update ai_chat_messages set content = $2, operations = $3, failed = $4 where id = $1`, [id, answer.content, answer.operations ? JSON.stringify(answer.operations) : null, answer.failed]);
}

/** ai/chat/feedback: a vote on one of the caller's own assistant messages (null takes it back). Anyone else's message does not exist. */
export async function voteOnMessage(db: Queryable, userId: number, messageId: number, vote: Vote): Promise<void> {
  const rows = await db.query(
    `update ai_chat_messages set vote = $3, voted_at = case when $3::text is null then null else now() end
     where id = $1 and user_id = $2 and role = 'assistant' returning id`,
    [messageId, userId, vote],
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
