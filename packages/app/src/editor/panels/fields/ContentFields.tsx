import { ShapeKind, type BlockContent, type BlockOf } from '@folio/layout';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { useEditorT } from '../../editor-i18n.ts';
import { UPLOADING_SRC } from '../../images/upload-image.ts';
import { DraftInput } from './DraftInput.tsx';

type Change<K extends BlockContent['kind']> = (next: BlockOf<K>) => void;

/** A labelled text field bound to one string of the block. */
function Field({ label, value, onCommit, type = 'text' }: { label: string; value: string; onCommit(value: string): void; type?: string }) {
  return (
    <label className="field-label">
      {label}
      <DraftInput className="field-input" type={type} value={value} onCommit={onCommit} />
    </label>
  );
}

const BUTTON_ALIGNS = [
  { align: 'start', Icon: AlignLeft },
  { align: 'center', Icon: AlignCenter },
  { align: 'end', Icon: AlignRight },
] as const;

/** The fields of the blocks that are a few strings and choices: image, video, button, quote, shape, divider. */
export function ContentFields({ content, change, accent }: { content: BlockContent; change(next: BlockContent): void; accent: string }) {
  const t = useEditorT();
  switch (content.kind) {
    case 'image': {
      const set: Change<'image'> = change;
      return (
        <div className="block-fields">
          <Field label={t('imageUrl')} value={content.src === UPLOADING_SRC ? '' : content.src} onCommit={(src) => src.trim() && set({ ...content, src: src.trim() })} />
          <Field label={t('altText')} value={content.alt ?? ''} onCommit={(alt) => set({ ...content, alt })} />
          <label className="field-label">
            {t('fit')}
            <select className="editor-select" value={content.fit} onChange={(event) => set({ ...content, fit: event.target.value as BlockOf<'image'>['fit'] })}>
              {(['cover', 'contain', 'fill'] as const).map((fit) => (
                <option key={fit} value={fit}>
                  {t(`fits.${fit}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      );
    }
    case 'video': {
      const set: Change<'video'> = change;
      return (
        <div className="block-fields">
          <Field label={t('videoUrl')} value={content.url} onCommit={(url) => url.trim() && set({ ...content, url: url.trim() })} />
          <Field label={t('videoTitle')} value={content.title ?? ''} onCommit={(title) => set({ ...content, title })} />
        </div>
      );
    }
    case 'button': {
      const set: Change<'button'> = change;
      return (
        <div className="block-fields">
          <Field label={t('buttonLabel')} value={content.label} onCommit={(label) => label.trim() && set({ ...content, label })} />
          <Field label={t('linkUrl')} value={content.url} onCommit={(url) => url.trim() && set({ ...content, url: url.trim() })} />
          <div className="block-fields-row" role="group">
            {BUTTON_ALIGNS.map(({ align, Icon }) => (
              <button key={align} type="button" className="editor-icon-button" aria-pressed={(content.align ?? 'start') === align} onClick={() => set({ ...content, align })} aria-label={t(`textAlign.${align}`)}>
                <Icon size={16} aria-hidden className={align === 'center' ? undefined : 'flip-rtl'} />
              </button>
            ))}
          </div>
        </div>
      );
    }
    case 'quote': {
      const set: Change<'quote'> = change;
      return (
        <div className="block-fields">
          <Field label={t('quoteSentence')} value={content.sentence} onCommit={(sentence) => sentence.trim() && set({ ...content, sentence })} />
          <Field label={t('quoteAuthor')} value={content.author} onCommit={(author) => set({ ...content, author })} />
        </div>
      );
    }
    case 'shape': {
      const set: Change<'shape'> = change;
      return (
        <div className="block-fields">
          <label className="field-label">
            {t('shapeKind')}
            <select className="editor-select" value={content.shape} onChange={(event) => set({ ...content, shape: event.target.value as BlockOf<'shape'>['shape'], ...(event.target.value === 'icon' ? { icon: content.icon ?? 'star' } : {}) })}>
              {ShapeKind.options.map((shape) => (
                <option key={shape} value={shape}>
                  {t(`shapes.${shape}`)}
                </option>
              ))}
            </select>
          </label>
          <Field label={t('fill')} type="color" value={content.fill && /^#[0-9a-f]{6}$/i.test(content.fill) ? content.fill : sixDigit(accent)} onCommit={(fill) => set({ ...content, fill })} />
          <Field label={t('shapeLabel')} value={content.label ?? ''} onCommit={(label) => set({ ...content, label })} />
        </div>
      );
    }
    case 'divider': {
      const set: Change<'divider'> = change;
      return (
        <div className="block-fields">
          <label className="field-label">
            {t('lineStyle')}
            <select className="editor-select" value={content.style} onChange={(event) => set({ ...content, style: event.target.value as BlockOf<'divider'>['style'] })}>
              {(['solid', 'dashed', 'dotted'] as const).map((style) => (
                <option key={style} value={style}>
                  {t(`lineStyles.${style}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      );
    }
    default:
      return null;
  }
}

/** A colour input takes #rrggbb only; a theme may write its accent as #rgb. */
function sixDigit(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}
