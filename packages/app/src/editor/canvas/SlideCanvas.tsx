import { blockOffset, type Box, type ContentNode, contentNodes, findParent, locate, moveNode, newNodeId, type Paragraph, resizeNode, setHeight } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import type Konva from 'konva';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Layer, Rect, Stage } from 'react-konva';
import type { EditorSession } from '../collab/editor-session.ts';
import { PeerSelections } from '../collab/PeerSelections.tsx';
import { editPage } from '../commands/page-edits.ts';
import { useEditorStore } from '../editor-store.ts';
import { imageDropHandlers } from '../images/image-drop.ts';
import { UploadProgress } from '../images/UploadProgress.tsx';
import { TextInput } from '../text/TextInput.tsx';
import { ordered } from '../text/text-edits.ts';
import { textGeometry, type TextGeometry } from '../text/text-geometry.ts';
import { useCaretBlink } from '../text/useCaretBlink.ts';
import { caretOnScreen } from '../table/cell-geometry.ts';
import { pressCell, typingInTable } from '../table/cell-pointer.ts';
import { TableCellInput } from '../table/TableCellInput.tsx';
import { TableCellOverlay } from '../table/TableCellOverlay.tsx';
import { useEditedCell } from '../table/useEditedCell.ts';
import { BlockLayer } from './BlockLayer.tsx';
import { dropTarget, type DropTarget } from './drop-target.ts';
import { PageLayouts } from './page-layout.ts';
import { resizedShare } from './resize-share.ts';
import { splitScene } from './scene-parts.ts';
import { useBrowserRenderer } from './useBrowserRenderer.ts';

const ACCENT = '#3b6cf6';
/** A press becomes a drag once the pointer has moved this far (screen px), so clicks stay clicks. */
const DRAG_THRESHOLD = 5;
const HANDLE = 10;

type Gesture =
  | { kind: 'idle' }
  | { kind: 'press'; blockId: string; startX: number; startY: number }
  | { kind: 'drag'; blockId: string; x: number; y: number; target: DropTarget | null }
  | { kind: 'resize'; blockId: string; edge: 'right' | 'bottom'; box: Box; x: number; y: number }
  | { kind: 'textSelect'; blockId: string };

interface SlideCanvasProps {
  session: EditorSession;
  prepared: PreparedDocument<ImageBitmap>;
  pageIndex: number;
  /** Layout px to screen px. */
  scale: number;
  width: number;
  height: number;
  offsetX: number;
  offsetY: number;
}

/**
 * One page in the editor: the renderer's scene as Konva shapes, with hover and selection
 * outlines, drag-to-move onto drop zones, resize handles and in-canvas text editing.
 */
export function SlideCanvas({ session, prepared, pageIndex, scale, width, height, offsetX, offsetY }: SlideCanvasProps) {
  const renderer = useBrowserRenderer();
  const page = prepared.doc.pages[pageIndex]!;
  const layouts = useRef(new PageLayouts()).current;
  const layout = useMemo(() => layouts.layout(prepared, pageIndex), [layouts, prepared, pageIndex]);
  // The one place hints are drawn: guidance while a paragraph is empty, never part of an export.
  const parts = useMemo(() => splitScene(prepared.scenePage(pageIndex, layout, { showHints: true })), [prepared, pageIndex, layout]);
  const images = useMemo(() => prepared.drawableImages(), [prepared.images]);
  const blocks = useMemo(() => contentNodes(page.layout), [page.layout]);
  const blockIds = useMemo(() => blocks.map((node) => node.id as string), [blocks]);
  const contents = useMemo(() => new Map(blocks.map((node) => [node.id as string, node.content])), [blocks]);
  // The blocks' text as page text (for assistive technology and tests) follows a moment after the
  // canvas, in a render of its own: a keystroke's repaint does not wait for the DOM to change.
  const mirrorText = useDeferredValue(useMemo(() => new Map(blocks.map((node) => [node.id as string, plainText(node)])), [blocks]));
  const { selection, editing, text } = useEditorStore();
  const [hover, setHover] = useState<string | null>(null);
  const [gesture, setGesture] = useState<Gesture>({ kind: 'idle' });
  const gestureRef = useRef<Gesture>(gesture);
  const setG = (next: Gesture) => {
    gestureRef.current = next;
    setGesture(next);
  };
  // Outlines, drop lines and the caret are drawn in the task that moved them, like the blocks.
  const overlays = useRef<Konva.Layer>(null);
  useLayoutEffect(() => {
    overlays.current?.draw();
  });

  const editingNode = blocks.find((node) => node.id === editing && node.content.kind === 'text');
  const editingBox = editingNode ? layout.boxes.get(editingNode.id) : undefined;
  const paragraphs = editingNode?.content.kind === 'text' ? editingNode.content.paragraphs : [];
  const geometry = useMemo(
    () => (editingNode?.content.kind === 'text' && editingBox ? textGeometry(prepared, editingNode.content, editingBox, editingNode.align) : null),
    [prepared, editingNode, editingBox],
  );

  const cellEditing = useEditedCell(session, prepared, page.id, blocks, layout.boxes);

  const toPage = (stage: Konva.Stage) => {
    const pointer = stage.getPointerPosition() ?? { x: 0, y: 0 };
    return { x: (pointer.x - offsetX) / scale, y: (pointer.y - offsetY) / scale, screenX: pointer.x, screenY: pointer.y };
  };

  const textOffsetAt = (x: number, y: number) => {
    if (!geometry) return 0;
    return blockOffset(paragraphs, geometry.carets.hit(x - geometry.x, y - geometry.y));
  };

  const onMouseDown = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = event.target.getStage();
    if (!stage) return;
    const point = toPage(stage);
    const store = useEditorStore.getState();
    const handle = event.target.getAttr('handle') as 'right' | 'bottom' | undefined;
    const handleBlock = event.target.getAttr('handleBlock') as string | undefined;
    if (handle && handleBlock) {
      const box = layout.boxes.get(handleBlock);
      if (box) setG({ kind: 'resize', blockId: handleBlock, edge: handle, box, x: point.x, y: point.y });
      return;
    }
    const blockId = event.target.getAttr('blockId') as string | undefined;
    if (!blockId) {
      store.select([]);
      return;
    }
    if (typingInTable(blockId)) {
      // Clicks in the table whose cell is being typed in move the caret, to another cell too.
      event.evt.preventDefault();
      const node = blocks.find((each) => each.id === blockId);
      const box = layout.boxes.get(blockId);
      if (node && box && pressCell({ session, prepared, pageId: page.id, node, box, x: point.x, y: point.y, clicks: event.evt.detail, shiftKey: event.evt.shiftKey, pointer: () => toPage(stage) })) return;
    }
    if (blockId === store.editing && geometry) {
      // Clicks inside the text being edited place the caret; keep the textarea focused.
      event.evt.preventDefault();
      const at = textOffsetAt(point.x, point.y);
      const clicks = event.evt.detail;
      if (clicks === 2 || clicks >= 3) {
        const position = locate(paragraphs, at);
        const [from, to] = clicks === 2 ? geometry.carets.wordAt(position) : geometry.carets.paragraphAt(position);
        store.setText({ anchor: blockOffset(paragraphs, from), focus: blockOffset(paragraphs, to) });
        return;
      }
      store.setText({ anchor: event.evt.shiftKey ? store.text.anchor : at, focus: at });
      setG({ kind: 'textSelect', blockId });
      return;
    }
    if (event.evt.shiftKey) store.toggle(blockId);
    else if (!store.selection.includes(blockId) || store.editing) store.select([blockId]);
    setG({ kind: 'press', blockId, startX: point.screenX, startY: point.screenY });
  };

  const onMouseMove = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = event.target.getStage();
    if (!stage) return;
    const point = toPage(stage);
    const current = gestureRef.current;
    if (current.kind === 'idle') {
      const blockId = event.target.getAttr('blockId') as string | undefined;
      setHover(blockId ?? null);
      return;
    }
    if (current.kind === 'textSelect') {
      const store = useEditorStore.getState();
      store.setText({ anchor: store.text.anchor, focus: textOffsetAt(point.x, point.y) });
      return;
    }
    if (current.kind === 'press') {
      if (Math.hypot(point.screenX - current.startX, point.screenY - current.startY) < DRAG_THRESHOLD) return;
      useEditorStore.getState().edit(null);
    }
    // Rendered now rather than in React's next task: a drag frame is then one task long.
    if (current.kind === 'press' || current.kind === 'drag') {
      const target = dropTarget(page.layout, layout.boxes, current.blockId, point.x, point.y);
      flushSync(() => setG({ kind: 'drag', blockId: current.blockId, x: point.x, y: point.y, target }));
    } else if (current.kind === 'resize') {
      flushSync(() => setG({ ...current, x: point.x, y: point.y }));
    }
  };

  const onMouseUp = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const current = gestureRef.current;
    setG({ kind: 'idle' });
    const stage = event.target.getStage();
    if (current.kind === 'press' && !event.evt.shiftKey && stage) {
      typeOverHint(current.blockId, toPage(stage));
    } else if (current.kind === 'drag' && current.target) {
      const { target } = current;
      editPage(session.doc, page.id, (root) => moveNode(root, current.blockId, target.targetId, target.side, newNodeId));
    } else if (current.kind === 'resize') {
      editPage(session.doc, page.id, (root) => {
        if (current.edge === 'bottom') return setHeight(root, current.blockId, Math.round(current.y - current.box.y));
        const parent = findParent(root, current.blockId);
        if (!parent || parent.type !== 'row') return root;
        const size = resizedShare(parent, layout.boxes, current.blockId, current.x - current.box.x);
        return size === null ? root : resizeNode(root, current.blockId, { size });
      });
    }
  };

  /**
   * A click on an empty paragraph's hint starts typing there, as in an empty form field: the
   * hint goes as the first character lands. A press that became a drag moves the block instead.
   */
  const typeOverHint = (blockId: string, point: { x: number; y: number }) => {
    const node = blocks.find((each) => each.id === blockId);
    const box = layout.boxes.get(blockId);
    if (!node || node.content.kind !== 'text' || !box || useEditorStore.getState().editing === blockId) return;
    const fresh = textGeometry(prepared, node.content, box, node.align);
    const position = fresh.carets.hit(point.x - fresh.x, point.y - fresh.y);
    const paragraph = node.content.paragraphs[position.paragraph];
    if (!paragraph?.hint || paragraph.spans.some((span) => span.text !== '')) return;
    const at = blockOffset(node.content.paragraphs, position);
    useEditorStore.getState().edit(node.id, { anchor: at, focus: at });
  };

  const onDblClick = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const blockId = event.target.getAttr('blockId') as string | undefined;
    const node = blocks.find((each) => each.id === blockId);
    const stage = event.target.getStage()!;
    const point = toPage(stage);
    if (node?.content.kind === 'table' && !typingInTable(node.id)) {
      pressCell({ session, prepared, pageId: page.id, node, box: layout.boxes.get(node.id)!, x: point.x, y: point.y, clicks: 2, shiftKey: false, pointer: () => toPage(stage) });
      return;
    }
    if (!node || node.content.kind !== 'text' || useEditorStore.getState().editing === blockId) return;
    const box = layout.boxes.get(node.id)!;
    const fresh = textGeometry(prepared, node.content, box, node.align);
    const position = fresh.carets.hit(point.x - fresh.x, point.y - fresh.y);
    const [from, to] = fresh.carets.wordAt(position);
    useEditorStore.getState().edit(node.id, { anchor: blockOffset(node.content.paragraphs, from), focus: blockOffset(node.content.paragraphs, to) });
  };

  const outline = (id: string, color: string, dash?: number[]) => {
    const box = layout.boxes.get(id);
    if (!box) return null;
    return <Rect key={`${id}-${color}`} x={box.x} y={box.y} width={box.width} height={box.height} stroke={color} strokeWidth={(dash ? 1 : 2) / scale} dash={dash?.map((d) => d / scale)} listening={false} />;
  };

  const single = selection.length === 1 && !editing ? selection[0]! : null;
  const singleBox = single ? layout.boxes.get(single) : undefined;
  const singleParent = single ? findParent(page.layout, single) : undefined;
  const containers = gesture.kind === 'drag' ? [...layout.boxes.keys()].filter((id) => !blockIds.includes(id)) : [];
  const dropBox = gesture.kind === 'drag' && gesture.target ? layout.boxes.get(gesture.target.targetId) : undefined;
  const dragBox = gesture.kind === 'drag' ? layout.boxes.get(gesture.blockId) : undefined;

  const caretStyle = (() => {
    if (!geometry) return { left: 0, top: 0 };
    const caret = geometry.carets.caret(locate(paragraphs, text.focus));
    return { left: offsetX + (geometry.x + caret.x) * scale, top: offsetY + (geometry.y + caret.top) * scale, height: caret.height * scale };
  })();

  if (!renderer) return null;
  return (
    <div
      className="editor-stage"
      style={{ width, height }}
      data-testid="slide-canvas"
      data-page-index={pageIndex}
      data-page-x={offsetX}
      data-page-y={offsetY}
      {...imageDropHandlers({ ydoc: session.doc, pageId: page.id, blocks, boxes: layout.boxes, offsetX, offsetY, scale })}
    >
      <Stage
        width={width}
        height={height}
        onMouseDown={onMouseDown}
        onMouseMove={onMouseMove}
        onMouseUp={onMouseUp}
        onMouseLeave={() => setHover(null)}
        onDblClick={onDblClick}
        style={{ cursor: gesture.kind === 'drag' ? 'grabbing' : hover && (hover === editing || hover === cellEditing?.cell.blockId) ? 'text' : hover ? 'pointer' : 'default' }}
      >
        <Layer x={offsetX} y={offsetY} scaleX={scale} scaleY={scale} listening={false}>
          <Rect x={0} y={0} width={layout.boxes.get(page.layout.id)?.width ?? 1200} height={layout.height} shadowColor="rgba(0,0,0,0.18)" shadowBlur={16} fill="#fff" />
        </Layer>
        <BlockLayer
          x={offsetX}
          y={offsetY}
          scale={scale}
          parts={parts}
          boxes={layout.boxes}
          contents={contents}
          theme={prepared.theme}
          generation={prepared.fonts.generation}
          blockIds={blockIds}
          backend={renderer.backend}
          images={images}
        />
        <Layer ref={overlays} x={offsetX} y={offsetY} scaleX={scale} scaleY={scale}>
          {containers.map((id) => outline(id, 'rgba(59,108,246,0.45)', [6, 4]))}
          {hover && !selection.includes(hover) && gesture.kind === 'idle' && outline(hover, 'rgba(59,108,246,0.5)')}
          {selection.map((id) => outline(id, ACCENT))}
          {cellEditing?.geometry && <TableCellOverlay geometry={cellEditing.geometry} text={cellEditing.text} scale={scale} />}
          {geometry && <TextSelectionShapes geometry={geometry} paragraphs={paragraphs} from={ordered(text)[0]} to={ordered(text)[1]} focus={text.focus} scale={scale} />}
          {dragBox && gesture.kind === 'drag' && (
            <Rect x={gesture.x - dragBox.width / 4} y={gesture.y - dragBox.height / 4} width={dragBox.width / 2} height={dragBox.height / 2} fill="rgba(59,108,246,0.15)" stroke={ACCENT} strokeWidth={1 / scale} listening={false} />
          )}
          {dropBox && gesture.kind === 'drag' && gesture.target && <DropLine box={dropBox} side={gesture.target.side} scale={scale} />}
          {gesture.kind === 'resize' && (
            <Rect
              x={gesture.box.x}
              y={gesture.box.y}
              width={gesture.edge === 'right' ? Math.max(20, gesture.x - gesture.box.x) : gesture.box.width}
              height={gesture.edge === 'bottom' ? Math.max(60, gesture.y - gesture.box.y) : gesture.box.height}
              stroke={ACCENT}
              dash={[4 / scale, 4 / scale]}
              strokeWidth={1 / scale}
              listening={false}
            />
          )}
          {singleBox && gesture.kind === 'idle' && (
            <>
              {singleParent?.type === 'row' && (
                <Rect handle="right" handleBlock={single} name="handle" x={singleBox.x + singleBox.width - HANDLE / scale / 2} y={singleBox.y + singleBox.height / 2 - (HANDLE * 2) / scale / 2} width={HANDLE / scale} height={(HANDLE * 2) / scale} fill="#fff" stroke={ACCENT} strokeWidth={1.5 / scale} cornerRadius={3 / scale} />
              )}
              <Rect handle="bottom" handleBlock={single} name="handle" x={singleBox.x + singleBox.width / 2 - (HANDLE * 2) / scale / 2} y={singleBox.y + singleBox.height - HANDLE / scale / 2} width={(HANDLE * 2) / scale} height={HANDLE / scale} fill="#fff" stroke={ACCENT} strokeWidth={1.5 / scale} cornerRadius={3 / scale} />
            </>
          )}
        </Layer>
      </Stage>
      <div className="block-mirror">
        {blocks.map((node) => {
          const box = layout.boxes.get(node.id);
          if (!box) return null;
          return (
            <div
              key={node.id}
              data-testid="block"
              data-block-id={node.id}
              data-kind={node.content.kind}
              data-selected={selection.includes(node.id)}
              data-align={node.align ?? 'top'}
              role="group"
              aria-label={node.content.kind}
              data-hint={visibleHints(node) ?? undefined}
              style={{ left: offsetX + box.x * scale, top: offsetY + box.y * scale, width: box.width * scale, height: box.height * scale }}
            >
              {mirrorText.get(node.id) ?? null}
            </div>
          );
        })}
      </div>
      <UploadProgress boxes={layout.boxes} offsetX={offsetX} offsetY={offsetY} scale={scale} />
      {cellEditing && (
        <TableCellInput
          session={session}
          cell={cellEditing.cell}
          geometry={cellEditing.geometry}
          style={{ position: 'absolute', ...caretOnScreen(cellEditing.geometry, cellEditing.text.focus, offsetX, offsetY, scale) }}
        />
      )}
      <PeerSelections pageId={page.id} boxes={layout.boxes} offsetX={offsetX} offsetY={offsetY} scale={scale} />
      {editingNode && geometry && (
        <TextInput
          session={session}
          blockId={editingNode.id}
          geometry={geometry}
          paragraphs={paragraphs}
          style={{ position: 'absolute', left: caretStyle.left, top: caretStyle.top, height: caretStyle.height ?? 16 }}
        />
      )}
    </div>
  );
}

/** The hints the canvas shows in a text block (those of its empty paragraphs), one a line: what the mirror says the block shows. */
function visibleHints(node: ContentNode): string | null {
  if (node.content.kind !== 'text') return null;
  const hints = node.content.paragraphs.flatMap((paragraph) => (paragraph.hint && paragraph.spans.every((span) => span.text === '') ? [paragraph.hint] : []));
  return hints.length > 0 ? hints.join('\n') : null;
}

function plainText(node: ContentNode): string | null {
  return node.content.kind === 'text' ? node.content.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join('')).join('\n') : null;
}

function DropLine({ box, side, scale }: { box: Box; side: 'left' | 'right' | 'top' | 'bottom'; scale: number }) {
  const thickness = 4 / scale;
  const vertical = side === 'left' || side === 'right';
  const x = side === 'left' ? box.x : side === 'right' ? box.x + box.width : box.x;
  const y = side === 'top' ? box.y : side === 'bottom' ? box.y + box.height : box.y;
  return (
    <Rect
      x={vertical ? x - thickness / 2 : x}
      y={vertical ? y : y - thickness / 2}
      width={vertical ? thickness : box.width}
      height={vertical ? box.height : thickness}
      fill={ACCENT}
      cornerRadius={thickness / 2}
      listening={false}
    />
  );
}

interface TextSelectionShapesProps {
  geometry: TextGeometry;
  paragraphs: readonly Paragraph[];
  from: number;
  to: number;
  focus: number;
  scale: number;
}

/** Selection highlight and caret from the renderer's glyph positions (TextCarets). */
function TextSelectionShapes({ geometry, paragraphs, from, to, focus, scale }: TextSelectionShapesProps) {
  const rects = from === to ? [] : geometry.carets.selection(locate(paragraphs, from), locate(paragraphs, to));
  const caret = geometry.carets.caret(locate(paragraphs, focus));
  const shown = useCaretBlink(`${from}:${to}:${paragraphs.length}`);
  return (
    <>
      {rects.map((rect, index) => (
        <Rect key={index} x={geometry.x + rect.x} y={geometry.y + rect.y} width={rect.width} height={rect.height} fill="rgba(59,108,246,0.28)" listening={false} />
      ))}
      <Rect name="caret" visible={shown} x={geometry.x + caret.x - 1 / scale} y={geometry.y + caret.top} width={2 / scale} height={caret.height} fill={ACCENT} listening={false} />
    </>
  );
}
