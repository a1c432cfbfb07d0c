import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { graphBounds } from './export-graph.ts';
import { groupColour } from './group-colours.ts';
import { useForceGraphT } from './forcegraph-i18n.ts';
import type { ForceLayout, LaidLink, LaidNode } from './use-force-layout.ts';

/** The drawing's box before the page has been measured; afterwards one unit is one CSS pixel. */
const DEFAULT_VIEW = { width: 800, height: 560 };
const NODE_RADIUS = 9;
/** Room around the outermost nodes for their labels, in graph units. */
export const LABEL_MARGIN = 70;
const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 8;

interface Zoom {
  k: number;
  x: number;
  y: number;
}

type Gesture = { kind: 'drag'; node: LaidNode; pointer: number } | { kind: 'pan'; pointer: number; last: { x: number; y: number } };

type Size = typeof DEFAULT_VIEW;

function fitted(nodes: readonly LaidNode[], view: Size): Zoom {
  const box = graphBounds(nodes, LABEL_MARGIN);
  const k = Math.min(view.width / box.width, view.height / box.height, 2);
  return { k, x: -(box.x + box.width / 2) * k, y: -(box.y + box.height / 2) * k };
}

function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
}

/** The end of a link stopped at the target's rim, so its arrowhead stays visible. */
function linkEnd(link: LaidLink): { x: number; y: number } {
  const sx = link.source.x ?? 0;
  const sy = link.source.y ?? 0;
  const tx = link.target.x ?? 0;
  const ty = link.target.y ?? 0;
  const length = Math.hypot(tx - sx, ty - sy) || 1;
  const cut = link.directed ? NODE_RADIUS + 3 : 0;
  return { x: tx - ((tx - sx) / length) * cut, y: ty - ((ty - sy) / length) * cut };
}

interface Props {
  layout: ForceLayout;
  slots: Map<string, number>;
  svgRef: RefObject<SVGSVGElement | null>;
  /** Changes whenever a new graph is drawn, which hands the framing back to "fit". */
  graphKey: unknown;
}

/**
 * The graph as SVG, with pointer dragging of nodes, panning of the background and wheel or button
 * zoom. Until the visitor zooms, pans or drags, the view keeps the whole graph framed as it spreads.
 */
export function GraphView({ layout, slots, svgRef, graphKey }: Props) {
  const t = useForceGraphT();
  const [manualZoom, setManualZoom] = useState<Zoom | undefined>(undefined);
  const [view, setView] = useState<Size>(DEFAULT_VIEW);
  const gesture = useRef<Gesture | undefined>(undefined);
  const zoom = manualZoom ?? fitted(layout.nodes, view);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  useEffect(() => setManualZoom(undefined), [graphKey]);

  // The view box follows the element's size, so text keeps its size on a phone and fitting uses the real shape.
  useEffect(() => {
    const svg = svgRef.current!;
    const observer = new ResizeObserver(() => {
      const { width, height } = svg.getBoundingClientRect();
      if (width > 0 && height > 0) setView({ width, height });
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);

  /** A client point in the drawing's coordinates (before pan and zoom). */
  const toView = (clientX: number, clientY: number) => {
    const matrix = svgRef.current!.getScreenCTM()!.inverse();
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };
  const toGraph = (clientX: number, clientY: number) => {
    const view = toView(clientX, clientY);
    const current = zoomRef.current;
    return { x: (view.x - current.x) / current.k, y: (view.y - current.y) / current.k };
  };

  // React's wheel listener is passive, so it could not stop the page scrolling under the zoom.
  useEffect(() => {
    const svg = svgRef.current!;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = toView(event.clientX, event.clientY);
      const current = zoomRef.current;
      const k = clampZoom(current.k * Math.exp(-event.deltaY / 400));
      const ratio = k / current.k;
      setManualZoom({ k, x: at.x - (at.x - current.x) * ratio, y: at.y - (at.y - current.y) * ratio });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  });

  const zoomBy = (factor: number) => {
    const k = clampZoom(zoom.k * factor);
    setManualZoom({ k, x: zoom.x * (k / zoom.k), y: zoom.y * (k / zoom.k) });
  };

  const onNodeDown = (node: LaidNode) => (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    svgRef.current!.setPointerCapture(event.pointerId);
    setManualZoom(zoom);
    gesture.current = { kind: 'drag', node, pointer: event.pointerId };
  };
  const onBackgroundDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { kind: 'pan', pointer: event.pointerId, last: toView(event.clientX, event.clientY) };
  };
  const onMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current || current.pointer !== event.pointerId) return;
    if (current.kind === 'drag') {
      layout.drag(current.node, toGraph(event.clientX, event.clientY));
      return;
    }
    const at = toView(event.clientX, event.clientY);
    setManualZoom({ ...zoom, x: zoom.x + at.x - current.last.x, y: zoom.y + at.y - current.last.y });
    current.last = at;
  };
  const onUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (gesture.current?.pointer !== event.pointerId) return;
    if (gesture.current.kind === 'drag') layout.drop();
    gesture.current = undefined;
  };

  return (
    <div className="fg-canvas">
      <svg
        ref={svgRef}
        className="fg-svg"
        viewBox={`${-view.width / 2} ${-view.height / 2} ${view.width} ${view.height}`}
        role="img"
        aria-label={t('graphLabel', { nodes: layout.nodes.length, links: layout.links.length })}
        onPointerDown={onBackgroundDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        data-testid="forcegraph-svg"
      >
        <defs>
          <marker id="fg-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" className="fg-arrowhead" />
          </marker>
        </defs>
        <g data-zoom transform={`translate(${zoom.x} ${zoom.y}) scale(${zoom.k})`}>
          <g>
            {layout.links.map((link, index) => {
              const end = linkEnd(link);
              return <line key={index} data-link className="fg-link" x1={link.source.x} y1={link.source.y} x2={end.x} y2={end.y} markerEnd={link.directed ? 'url(#fg-arrow)' : undefined} />;
            })}
          </g>
          <g>
            {layout.links.map((link, index) =>
              link.label ? (
                <text key={index} className="fg-link-label" x={((link.source.x ?? 0) + (link.target.x ?? 0)) / 2} y={((link.source.y ?? 0) + (link.target.y ?? 0)) / 2} dy="-0.35em">
                  {link.label}
                </text>
              ) : null,
            )}
          </g>
          <g>
            {layout.nodes.map((node) => (
              <g
                key={node.id}
                data-node={node.name}
                className={node.fx == null ? 'fg-node' : 'fg-node fg-node-pinned'}
                transform={`translate(${node.x ?? 0} ${node.y ?? 0})`}
                onPointerDown={onNodeDown(node)}
                onDoubleClick={() => layout.unpin(node)}
              >
                <circle r={NODE_RADIUS} style={{ fill: groupColour(node.group === undefined ? undefined : slots.get(node.group)) }} />
                <text className="fg-node-label" y={NODE_RADIUS + 14}>
                  {node.name}
                </text>
              </g>
            ))}
          </g>
        </g>
      </svg>
      <div className="fg-zoom" role="group" aria-label={t('zoom')}>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => zoomBy(ZOOM_STEP)} aria-label={t('zoomIn')} title={t('zoomIn')}>
          <ZoomIn size={16} aria-hidden />
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label={t('zoomOut')} title={t('zoomOut')}>
          <ZoomOut size={16} aria-hidden />
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setManualZoom(undefined)} aria-label={t('fit')} title={t('fit')}>
          <Maximize size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}
