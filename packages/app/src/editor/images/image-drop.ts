import type { Box, ContentNode } from '@folio/layout';
import type { DragEvent } from 'react';
import type * as Y from 'yjs';
import { i18next } from '../../i18n/i18n.ts';
import { toast } from '../../stores/toast-store.ts';
import { useEditorStore } from '../editor-store.ts';
import { imageAmong } from './image-files.ts';
import { uploadImage } from './upload-image.ts';

interface DropPlace {
  ydoc: Y.Doc;
  pageId: string;
  blocks: readonly ContentNode[];
  boxes: ReadonlyMap<string, Box>;
  /** Where the page sits in the element dropped on, and its zoom. */
  offsetX: number;
  offsetY: number;
  scale: number;
}

/**
 * Files dragged onto a page: an image dropped on an image block replaces its image; dropped
 * anywhere else it is placed as an upload is (`place-image.ts`), the block it was dropped on
 * standing for the selection. Other files are refused with the §8 message.
 */
export function imageDropHandlers(place: DropPlace) {
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const { image, refused } = imageAmong([...event.dataTransfer.files]);
      if (refused) toast(i18next.t('code.6000'), 'error');
      if (!image) return;
      const rect = event.currentTarget.getBoundingClientRect();
      const x = (event.clientX - rect.left - place.offsetX) / place.scale;
      const y = (event.clientY - rect.top - place.offsetY) / place.scale;
      const under = place.blocks.find((node) => {
        const box = place.boxes.get(node.id);
        return box && x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
      });
      if (under?.content.kind === 'image') {
        void uploadImage(place.ydoc, image, { kind: 'replace', blockId: under.id });
        return;
      }
      const store = useEditorStore.getState();
      store.selectPage(place.pageId);
      store.select(under ? [under.id] : []);
      void uploadImage(place.ydoc, image, { kind: 'insert', pageId: place.pageId });
    },
  };
}
