import type { Box } from '@folio/layout';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';

interface UploadProgressProps {
  boxes: ReadonlyMap<string, Box>;
  offsetX: number;
  offsetY: number;
  scale: number;
}

/** The §9 weighted progress of each image upload, drawn over the block it goes into. */
export function UploadProgress({ boxes, offsetX, offsetY, scale }: UploadProgressProps) {
  const t = useEditorT();
  const uploads = useEditorStore((state) => state.uploads);
  return (
    <>
      {Object.entries(uploads).map(([blockId, percent]) => {
        const box = boxes.get(blockId);
        if (!box) return null;
        return (
          <div
            key={blockId}
            className="image-upload-progress"
            data-testid="image-upload-progress"
            style={{ left: offsetX + box.x * scale, top: offsetY + box.y * scale, width: box.width * scale, height: box.height * scale }}
          >
            <span>{t('imageUploading', { percent })}</span>
            <progress max={100} value={percent} aria-label={t('imageUploading', { percent })} />
          </div>
        );
      })}
    </>
  );
}
