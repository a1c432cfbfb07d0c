import type { BlockOf } from '@folio/layout';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useDiagramT } from '../diagram-screen-i18n.ts';
import { drawDiagram, type DrawnDiagram } from '../render-diagram.ts';
import { InlineText } from './InlineText.tsx';

type DiagramBlock = BlockOf<'diagram'>;

/** What the person did on the drawing; the screen turns it into the diagram's new text. */
export type CanvasEdit =
  | { kind: 'move'; id: string; at: { x: number; y: number } }
  | { kind: 'relabelNode'; id: string; label: string }
  | { kind: 'relabelEdge'; index: number; label: string }
  | { kind: 'connect'; from: string; to: string }
  | { kind: 'removeNode'; id: string }
  | { kind: 'removeEdge'; index: number };

type Selection = { kind: 'node'; id: string } | { kind: 'edge'; index: number } | null;

/** Device pixels per layout px in the drawing: sharp on high-density screens without a huge canvas. */
const SCALE = Math.min(2, globalThis.devicePixelRatio || 1);
/** A press that moves less than this (layout px) is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** How far an arrow key moves the selected node, in layout px. */
const NUDGE = 10;

interface Props {
  block: DiagramBlock;
  label: string;
  /** False while the text has errors: the drawing shown is the last good one and edits would overwrite the text. */
  editable: boolean;
  /** Connect mode: the next two nodes chosen are joined by an arrow. */
  connecting: boolean;
  onConnectingChange(on: boolean): void;
  /** A node the drawing should select and open for typing once it is drawn (one just added). */
  editNode: string | null;
  onEditNodeDone(): void;
  onEdit(edit: CanvasEdit): void;
  onUndo(): void;
  onRedo(): void;
}

/**
 * The diagram drawn by the renderer's own diagram block (the drawing slides and exports use),
 * with an overlay that points at what it drew: nodes to select, drag, connect and rename in
 * place, links to select and label, Delete to remove. Every edit goes to the screen, which
 * writes it into the text; the text is drawn again and the overlay follows.
 */
export function DiagramCanvas({ block, label, editable, connecting, onConnectingChange, editNode, onEditNodeDone, onEdit, onUndo, onRedo }: Props) {
  const t = useDiagramT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<DrawnDiagram | null>(null);
  const [selection, setSelection] = useState<Selection>(null);
  const [editing, setEditing] = useState<Selection>(null);
  const [connectFrom, setConnectFrom] = useState<string | null>(null);
  /** The node being dragged and how far, for the outline that follows the pointer. */
  const [drag, setDrag] = useState<{ id: string; dx: number; dy: number; moved: boolean; start: { x: number; y: number } } | null>(null);
  /** An arrow being drawn from a node's handle to the pointer. */
  const [wire, setWire] = useState<{ from: string; x: number; y: number } | null>(null);

  useEffect(() => {
    let current = true;
    void drawDiagram(block, SCALE).then((result) => {
      const target = canvas.current;
      if (!current || !target) return;
      target.width = result.canvas.width;
      target.height = result.canvas.height;
      target.getContext('2d')!.drawImage(result.canvas, 0, 0);
      target.dataset.drawn = String(block.nodes.length);
      setDrawn(result);
    });
    return () => {
      current = false;
    };
  }, [block]);

  useEffect(() => {
    if (!connecting) setConnectFrom(null);
  }, [connecting]);

  // A node just added: selected and open for its text once the drawing holds it.
  useEffect(() => {
    if (!editNode || !drawn?.geometry.nodes.some((node) => node.id === editNode)) return;
    setSelection({ kind: 'node', id: editNode });
    setEditing({ kind: 'node', id: editNode });
    onEditNodeDone();
  }, [editNode, drawn, onEditNodeDone]);

  const geometry = drawn?.geometry;
  const nodeLabel = (id: string) => block.nodes.find((node) => node.id === id)?.label ?? id;

  /** The pointer in layout px of the drawing, whatever size the drawing is shown at. */
  const point = (event: { clientX: number; clientY: number }) => {
    const box = overlay.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * drawn!.width) / box.width, y: ((event.clientY - box.top) * drawn!.height) / box.height };
  };

  const moveBy = (id: string, dx: number, dy: number) => {
    const placed = geometry?.nodes.find((node) => node.id === id);
    if (!placed || !geometry) return;
    const { rect } = placed;
    onEdit({ kind: 'move', id, at: { x: rect.x + rect.width / 2 + dx - geometry.middle, y: rect.y + rect.height / 2 + dy - geometry.top } });
  };

  const choose = (id: string) => {
    setSelection({ kind: 'node', id });
    if (!connecting) return;
    if (connectFrom === null) return setConnectFrom(id);
    if (connectFrom !== id) onEdit({ kind: 'connect', from: connectFrom, to: id });
    onConnectingChange(false);
  };

  const onNodeDown = (event: PointerEvent<SVGGElement>, id: string) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, dx: 0, dy: 0, moved: false, start: point(event) });
  };
  const onNodeMove = (event: PointerEvent<SVGGElement>) => {
    if (!drag) return;
    const at = point(event);
    const [dx, dy] = [at.x - drag.start.x, at.y - drag.start.y];
    setDrag({ ...drag, dx, dy, moved: drag.moved || Math.hypot(dx, dy) >= DRAG_THRESHOLD });
  };
  const onNodeUp = (id: string) => {
    if (!drag) return;
    if (drag.moved && !connecting) {
      setSelection({ kind: 'node', id });
      moveBy(id, drag.dx, drag.dy);
    } else choose(id);
    setDrag(null);
  };

  const onHandleDown = (event: PointerEvent<SVGCircleElement>, from: string) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    setWire({ from, ...point(event) });
  };
  const onHandleUp = (event: PointerEvent<SVGCircleElement>) => {
    if (!wire) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<SVGGElement>('[data-node]');
    if (target?.dataset.node && target.dataset.node !== wire.from) onEdit({ kind: 'connect', from: wire.from, to: target.dataset.node });
    setWire(null);
  };

  const onKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target instanceof HTMLInputElement) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      return event.shiftKey ? onRedo() : onUndo();
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      return onRedo();
    }
    if (event.key === 'Escape') {
      setSelection(null);
      return onConnectingChange(false);
    }
    if (!selection) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onEdit(selection.kind === 'node' ? { kind: 'removeNode', id: selection.id } : { kind: 'removeEdge', index: selection.index });
      setSelection(null);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (selection.kind === 'node' && connecting) choose(selection.id);
      else setEditing(selection);
    } else if (selection.kind === 'node' && event.key.startsWith('Arrow')) {
      event.preventDefault();
      const step = { ArrowLeft: [-NUDGE, 0], ArrowRight: [NUDGE, 0], ArrowUp: [0, -NUDGE], ArrowDown: [0, NUDGE] }[event.key];
      if (step) moveBy(selection.id, step[0]!, step[1]!);
    }
  };

  /** After typing in place, the keyboard goes back to the node or link that was edited. */
  const refocus = (selector: string) => requestAnimationFrame(() => overlay.current?.querySelector<SVGGElement>(selector)?.focus());

  const editedNode = editing?.kind === 'node' ? geometry?.nodes.find((node) => node.id === editing.id) : undefined;
  const editedEdge = editing?.kind === 'edge' ? geometry?.edges.find((edge) => edge.index === editing.index) : undefined;
  const showOverlay = editable && drawn !== null;
  const status = connecting ? t(connectFrom === null ? 'connectFrom' : 'connectTo', { from: connectFrom === null ? '' : `\u2068${nodeLabel(connectFrom)}\u2069` }) : '';

  return (
    <div className="dgm-stage-wrap" onKeyDown={onKeys}>
      <p className="dgm-canvas-status" role="status">
        {editable ? status : t('fixToEdit')}
      </p>
      <div className="dgm-stage" dir="ltr" style={drawn ? { inlineSize: `${drawn.width}px` } : undefined} data-connecting={connecting}>
        <canvas ref={canvas} className="dgm-canvas" role="img" aria-label={label} data-stale={!editable} data-testid="diagram-preview" />
        {showOverlay && geometry && (
          <svg ref={overlay} className="dgm-overlay" viewBox={`0 0 ${drawn.width} ${drawn.height}`} role="group" aria-label={t('drawingLabel')} data-testid="diagram-overlay">
            {geometry.edges.map((edge) => {
              const source = block.edges[edge.index];
              const selected = selection?.kind === 'edge' && selection.index === edge.index;
              return (
                <g
                  key={`${source?.from}>${source?.to}>${edge.index}`}
                  className="dgm-edge"
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected}
                  aria-label={t('edgeName', { from: nodeLabel(source?.from ?? ''), to: nodeLabel(source?.to ?? ''), label: source?.label ?? '' })}
                  data-edge={edge.index}
                  onClick={() => setSelection({ kind: 'edge', index: edge.index })}
                  onFocus={() => setSelection({ kind: 'edge', index: edge.index })}
                  onDoubleClick={() => setEditing({ kind: 'edge', index: edge.index })}
                >
                  <path d={edge.d} className="dgm-edge-hit" />
                  <rect x={edge.labelAt[0] - 28} y={edge.labelAt[1] - 12} width={56} height={24} className="dgm-edge-label-hit" />
                </g>
              );
            })}
            {geometry.nodes.map(({ id, rect }) => {
              const selected = selection?.kind === 'node' && selection.id === id;
              const moving = drag?.id === id && drag.moved ? drag : null;
              const handle = block.direction === 'vertical' ? { x: rect.x + rect.width / 2, y: rect.y + rect.height } : { x: rect.x + rect.width, y: rect.y + rect.height / 2 };
              return (
                <g
                  key={id}
                  className="dgm-node"
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected || connectFrom === id}
                  aria-label={t('nodeName', { label: nodeLabel(id) })}
                  data-node={id}
                  onFocus={() => !drag && setSelection({ kind: 'node', id })}
                  onPointerDown={(event) => onNodeDown(event, id)}
                  onPointerMove={onNodeMove}
                  onPointerUp={() => onNodeUp(id)}
                  onPointerCancel={() => setDrag(null)}
                  onDoubleClick={() => setEditing({ kind: 'node', id })}
                >
                  <rect x={rect.x - 3} y={rect.y - 3} width={rect.width + 6} height={rect.height + 6} rx={6} className="dgm-node-hit" />
                  {moving && <rect x={rect.x + moving.dx} y={rect.y + moving.dy} width={rect.width} height={rect.height} rx={6} className="dgm-node-ghost" />}
                  {selected && !connecting && (
                    <circle cx={handle.x} cy={handle.y} r={7} className="dgm-handle" aria-hidden="true" data-handle={id} onPointerDown={(event) => onHandleDown(event, id)} onPointerMove={(event) => wire && setWire({ ...wire, ...point(event) })} onPointerUp={onHandleUp} />
                  )}
                </g>
              );
            })}
            {wire && (() => {
              const from = geometry.nodes.find((node) => node.id === wire.from)!.rect;
              return <line x1={from.x + from.width / 2} y1={from.y + from.height / 2} x2={wire.x} y2={wire.y} className="dgm-wire" />;
            })()}
          </svg>
        )}
        {drawn && editedNode && editing?.kind === 'node' && (
          <InlineText
            box={editedNode.rect}
            frame={drawn}
            label={t('nodeText')}
            initial={nodeLabel(editing.id)}
            onDone={(text) => {
              if (text !== null && text !== nodeLabel(editing.id)) onEdit({ kind: 'relabelNode', id: editing.id, label: text });
              refocus(`[data-node="${CSS.escape(editing.id)}"]`);
              setEditing(null);
            }}
          />
        )}
        {drawn && editedEdge && editing?.kind === 'edge' && (
          <InlineText
            box={{ x: editedEdge.labelAt[0] - 70, y: editedEdge.labelAt[1] - 16, width: 140, height: 32 }}
            frame={drawn}
            label={t('edgeText')}
            initial={block.edges[editing.index]?.label ?? ''}
            onDone={(text) => {
              if (text !== null && text !== (block.edges[editing.index]?.label ?? '')) onEdit({ kind: 'relabelEdge', index: editing.index, label: text });
              refocus(`[data-edge="${editing.index}"]`);
              setEditing(null);
            }}
          />
        )}
      </div>
    </div>
  );
}
