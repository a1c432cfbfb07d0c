import { aiEditorApi, type SpeechTask } from './ai-editor-api.ts';

const POLL_MS = 1000;
/** Speech is given up on after two minutes, the §9 request timeout. */
const POLL_LIMIT_MS = 2 * 60 * 1000;

export interface Playback {
  /** Resolves when the notes have been read to the end, or stopped. */
  done: Promise<void>;
  stop(): void;
}

/**
 * "Listen" to a slide's notes: documentMessage/tts makes a task, polling says when it is ready
 * and how to play it — a url from the speech provider, or (no provider configured) the
 * browser's own speech synthesis.
 */
export async function speakNotes(projectId: string, pageId: string, text: string, signal: AbortSignal): Promise<Playback> {
  const taskId = await aiEditorApi.speak(projectId, pageId, text);
  const task = await untilReady(taskId, signal);
  if (task.engine === 'provider' && task.url) return playUrl(task.url);
  return speakInBrowser(text);
}

async function untilReady(taskId: string, signal: AbortSignal): Promise<SpeechTask> {
  const started = Date.now();
  for (;;) {
    const task = await aiEditorApi.speechTask(taskId);
    if (task.status === 'success') return task;
    if (task.status === 'error' || Date.now() - started > POLL_LIMIT_MS) throw new Error('speech failed');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (signal.aborted) throw new DOMException('stopped', 'AbortError');
  }
}

function playUrl(url: string): Playback {
  const audio = new Audio(url);
  const done = new Promise<void>((resolve) => {
    audio.onended = () => resolve();
    audio.onpause = () => resolve();
    audio.onerror = () => resolve();
  });
  void audio.play();
  return { done, stop: () => audio.pause() };
}

function speakInBrowser(text: string): Playback {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = document.documentElement.lang || 'en';
  const done = new Promise<void>((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
  });
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
  return { done, stop: () => speechSynthesis.cancel() };
}
