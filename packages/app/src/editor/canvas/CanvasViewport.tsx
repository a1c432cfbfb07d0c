import type { PreparedDocument } from '@folio/renderer';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { SlideCanvas } from './SlideCanvas.tsx';
import { useElementSize } from './useElementSize.ts';
import { useFitRoom } from './useFitRoom.ts';
import { useSessionStore } from '../../stores/session-store.ts';

const MARGIN = 40;
/** editor.css: a side panel (themes, notes, block fields) is 280 px wide, the docked AI chat 340 px; both can be open at once. */
const PANEL_ROOM = 280;
const DOCKED_CHAT_ROOM = 340;

/**
 * Where pages are edited. A presentation shows its current slide fitted to the room the editor
 * leaves it with its side panels open (`useFitRoom`), or at the zoom chosen; a page project shows
 * its sections as one vertical document, each 1200 layout px wide fitted to that room's width,
 * and grows as they do.
 */
export const CanvasViewport = memo(function CanvasViewport({ session, prepared, pageIndex }: { session: EditorSession; prepared: PreparedDocument<ImageBitmap>; pageIndex: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const chatDocked = useSessionStore((state) => state.user?.onboarding.new_ai_chat === true);
  const room = useFitRoom(ref, PANEL_ROOM + (chatDocked ? DOCKED_CHAT_ROOM : 0));
  const zoom = useEditorStore((state) => state.zoom);
  const onWheel = (event: React.WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    const { scale, setZoom } = useEditorStore.getState();
    setZoom(scale * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
  };
  return (
    <div ref={ref} className="editor-viewport" onWheel={onWheel} data-testid="editor-viewport">
      {size.width > 0 && room.width > 0 && (prepared.doc.kind === 'page' ? <Sections session={session} prepared={prepared} width={size.width} room={room.width} zoom={zoom} /> : <Slide session={session} prepared={prepared} pageIndex={pageIndex} size={size} room={room} zoom={zoom} />)}
    </div>
  );
});

type Size = { width: number; height: number };

function Slide({ session, prepared, pageIndex, size, room, zoom }: { session: EditorSession; prepared: PreparedDocument<ImageBitmap>; pageIndex: number; size: Size; room: Size; zoom: 'fit' | number }) {
  const { width: frameWidth, height: frameHeight = 675 } = prepared.frame;
  const fit = Math.max(0.1, Math.min((room.width - MARGIN * 2) / frameWidth, (room.height - MARGIN * 2) / frameHeight));
  const scale = usePublishedScale(zoom === 'fit' ? fit : zoom);
  const width = Math.max(size.width, frameWidth * scale + MARGIN * 2);
  const height = Math.max(size.height, frameHeight * scale + MARGIN * 2);
  return (
    <SlideCanvas
      session={session}
      prepared={prepared}
      pageIndex={pageIndex}
      scale={scale}
      width={width}
      height={height}
      offsetX={Math.round((width - frameWidth * scale) / 2)}
      offsetY={Math.round((height - frameHeight * scale) / 2)}
    />
  );
}

function Sections({ session, prepared, width, room, zoom }: { session: EditorSession; prepared: PreparedDocument<ImageBitmap>; width: number; room: number; zoom: 'fit' | number }) {
  const frameWidth = prepared.frame.width;
  const fit = Math.max(0.1, Math.min(1, (room - MARGIN * 2) / frameWidth));
  const scale = usePublishedScale(zoom === 'fit' ? fit : zoom);
  const heights = useMemo(() => prepared.doc.pages.map((_, index) => prepared.layoutPage(index).height), [prepared]);
  const pageId = useEditorStore((state) => state.pageId);
  const list = useRef<HTMLDivElement>(null);
  // A section chosen in the list (or added) scrolls into view; one clicked in place barely moves.
  useEffect(() => {
    list.current?.querySelector(`[data-section="${pageId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [pageId]);
  const stageWidth = Math.max(width, frameWidth * scale + MARGIN * 2);
  return (
    <div className="page-sections" ref={list}>
      {prepared.doc.pages.map((page, index) => (
        <div key={page.id} data-section={page.id} onMouseDownCapture={() => useEditorStore.getState().selectPage(page.id)}>
          <SlideCanvas
            session={session}
            prepared={prepared}
            pageIndex={index}
            scale={scale}
            width={stageWidth}
            height={Math.ceil(heights[index]! * scale) + 2}
            offsetX={Math.round((stageWidth - frameWidth * scale) / 2)}
            offsetY={1}
          />
        </div>
      ))}
    </div>
  );
}

/** The scale in use, told to the store for the zoom label and for zooming from where it is. */
function usePublishedScale(scale: number): number {
  useEffect(() => {
    if (useEditorStore.getState().scale !== scale) useEditorStore.setState({ scale });
  }, [scale]);
  return scale;
}
