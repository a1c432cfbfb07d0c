import { referenceApi } from '../api/ai-api.ts';
import { type Reference, type ReferenceCard } from '@folio/contracts';
import { ApiError } from '../api/api-error.ts';
import { UploadError, uploadFile } from '../dialogs/upload-file.ts';
import { messageOf, showApiError } from '../errors/show-api-error.ts';
import { i18next } from '../i18n/i18n.ts';
import { toast } from '../stores/toast-store.ts';
import { useDraftStore } from './draft-store.ts';

/** The document types the server extracts (issue 7), by extension as §5 checks uploads. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'pptx', 'csv', 'md', 'txt', 'xlsx'] as const;
/** The server takes at most 10 uploaded documents and 10 extracted references per call. */
export const MAX_REFERENCES_PER_KIND = 10;

let nextKey = 1;
const newKey = () => `ref-${nextKey++}`;

function extensionOf(name: string): string {
  return name.split('.').pop()?.toLowerCase() ?? '';
}

/** Uploads each document as a §7 `document` upload, its §9 weighted progress shown on its chip. */
export function uploadDocuments(files: Iterable<File>): void {
  const draft = useDraftStore.getState();
  let room = MAX_REFERENCES_PER_KIND - draft.references.filter((item) => item.kind === 'file').length;
  for (const file of files) {
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      // §8 6000, the same refusal the server gives.
      toast(i18next.t('code.6000'), 'error');
      continue;
    }
    if (room <= 0) break;
    room -= 1;
    const key = newKey();
    draft.attach({ key, kind: 'file', name: file.name, state: 'working', progress: 0 });
    uploadFile(file, 'document', (percent) => useDraftStore.getState().updateReference(key, { progress: Math.round(percent) })).then(
      (uploadId) => useDraftStore.getState().updateReference(key, { state: 'ready', progress: 100, uploadId }),
      (error: unknown) => {
        useDraftStore.getState().updateReference(key, { state: 'failed' });
        if (error instanceof UploadError) toast(i18next.t(error.messageKey), 'error');
        else showApiError(error);
      },
    );
  }
}

/**
 * A web page (upload/extract/url) or a video (upload/extract/youtube), read by the server.
 * Resolves to the server's message when it refuses the address, so the field can show it.
 */
export async function addLink(kind: 'url' | 'video', url: string): Promise<string | null> {
  const key = newKey();
  const { attach, updateReference } = useDraftStore.getState();
  attach({ key, kind, name: url, state: 'working', progress: 0 });
  try {
    const reference = await (kind === 'url' ? referenceApi.extractUrl(url) : referenceApi.extractYoutube(url));
    updateReference(key, { state: 'ready', name: reference.title || url, reference });
    return null;
  } catch (error) {
    useDraftStore.getState().detach(key);
    // The server says why it refused (no transcript, not an article, a private address).
    if (error instanceof ApiError && error.code === -2 && error.message) return error.message;
    if (error instanceof ApiError) return messageOf(error);
    showApiError(error);
    return null;
  }
}

/**
 * A search result as a reference. A card from the user's own uploads or projects carries the
 * passage found (AI-API.md: used as it is); a web card is read whole when the server can fetch it, otherwise
 * its snippet stands in, so what the person picked is always used.
 */
export async function attachSearchCard(card: ReferenceCard): Promise<void> {
  const key = newKey();
  const { attach, updateReference } = useDraftStore.getState();
  if (card.reference) return attach({ key, kind: 'search', name: card.title, state: 'ready', progress: 100, reference: card.reference });
  if (card.uploadId !== undefined) return attach({ key, kind: 'search', name: card.title, state: 'ready', progress: 100, uploadId: card.uploadId });
  attach({ key, kind: 'search', name: card.title, state: 'working', progress: 0 });
  const snippet: Reference = {
    title: card.title,
    source: { kind: card.url ? 'url' : 'text', name: card.url ?? card.title },
    sections: [{ heading: card.citation ?? card.title, level: 0, paragraphs: [card.snippet], tables: [], numbers: [] }],
  };
  const reference = card.url ? await referenceApi.extractUrl(card.url).catch(() => snippet) : snippet;
  updateReference(key, { state: 'ready', reference });
}
