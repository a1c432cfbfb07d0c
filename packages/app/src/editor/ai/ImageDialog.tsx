import { readProject } from '@folio/layout';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { showApiError } from '../../errors/show-api-error.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { aiEditorApi, type GeneratedImage } from './ai-editor-api.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { insertAiBlock } from './insert-ai-block.ts';

/** How many pictures one Generate asks for (the call allows 1 to 4). */
const IMAGE_COUNT = 4;
/** Landscape, in the slide's 16:9, so a picture fills a block beside text instead of towering over the slide. */
const IMAGE_SIZE = { width: 1280, height: 720 };

/** Insert with AI → image: describe it (optionally let AI enhance the prompt), generate, pick one, insert it as an image block. */
export function ImageDialog({ session }: { session: EditorSession }) {
  const t = useAiT();
  const close = () => useAiStore.getState().openDialog(null);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState<'enhance' | 'generate' | null>(null);
  const [images, setImages] = useState<GeneratedImage[]>([]);
  const [picked, setPicked] = useState<GeneratedImage | null>(null);
  const run = async (what: 'enhance' | 'generate') => {
    setBusy(what);
    try {
      if (what === 'enhance') setPrompt(await aiEditorApi.enhanceImagePrompt(prompt.trim()));
      else {
        const made = await aiEditorApi.generateImages(prompt.trim(), readProject(session.doc).themeId, IMAGE_COUNT, IMAGE_SIZE);
        setImages(made);
        setPicked(made[0] ?? null);
      }
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };
  const insert = () => {
    if (!picked) return;
    // A slide with no room says why in a toast; the dialog stays, so what the AI made is not lost.
    if (insertAiBlock(session, { kind: 'image', src: picked.url, alt: prompt.trim().slice(0, 500), fit: 'cover' })) close();
  };
  return (
    <Modal open onClose={close} title={t('image.title')} size="medium" testId="ai-image-dialog">
      <textarea className="ai-field" rows={3} value={prompt} aria-label={t('image.prompt')} placeholder={t('image.prompt')} onChange={(event) => setPrompt(event.target.value)} />
      <div className="ai-row">
        <button type="button" className="btn btn-secondary btn-small" disabled={!prompt.trim() || busy !== null} onClick={() => void run('enhance')}>
          <Wand2 size={14} aria-hidden /> {t('image.enhance')}
        </button>
        <button type="button" className="btn btn-primary btn-small" disabled={!prompt.trim() || busy !== null} onClick={() => void run('generate')}>
          {busy === 'generate' ? t('image.generating') : t('image.generate')}
        </button>
      </div>
      {images.length > 0 && (
        <div className="ai-images" role="group" aria-label={t('image.pick')}>
          {images.map((image, index) => (
            <button key={image.id} type="button" className="ai-image-option" aria-pressed={picked?.id === image.id} aria-label={t('image.option', { n: index + 1 })} onClick={() => setPicked(image)}>
              <img src={image.url} alt="" width={image.width} height={image.height} />
            </button>
          ))}
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!picked} onClick={insert}>
          {t('image.insert')}
        </button>
      </div>
    </Modal>
  );
}
