import type { Box } from '@folio/layout';
import type { CanvasBackend, Scene } from '@folio/renderer';
import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Layer, Shape } from 'react-konva';
import { changedRegion, intersects, pixelAligned, reach, type DrawnPage } from './dirty-region.ts';
import { drawLayered } from './layered-context.ts';
import type { SceneParts } from './scene-parts.ts';

interface BlockLayerProps extends DrawnPage {
  /** Content blocks: each is hit-testable by its box, even when it draws nothing (an empty text). */
  blockIds: readonly string[];
  backend: CanvasBackend;
  images: ReadonlyMap<string, CanvasImageSource>;
}

interface Drawers {
  scene(context: Konva.Context): void;
  hit(context: Konva.Context, shape: Konva.Shape): void;
}

/**
 * The page as the renderer draws it: the page background once, then one Konva shape per
 * block whose sceneFunc draws that block's ops of the scene and whose hit area is its box.
 *
 * Redrawn as soon as React has committed a new scene, not at Konva's next batched frame, so a
 * keystroke reaches the canvas before the browser's next paint. When only some blocks changed
 * (typing, a resize), only the pixels they can touch are cleared and repainted, by every block
 * that reaches into them, in drawing order — the same pixels a full redraw gives. The shapes'
 * draw functions read the current scene when they run, so an unchanged block's shape keeps its
 * props and React leaves it alone.
 */
export const BlockLayer = memo(function BlockLayer(props: BlockLayerProps) {
  const { x, y, scale, parts, blockIds } = props;
  const layer = useRef<Konva.Layer>(null);
  const current = useRef(props);
  current.current = props;
  const drawn = useRef<DrawnPage | null>(null);
  const dirty = useRef<Box | null>(null);
  const drawers = useRef(new Map<string, Drawers>());

  useLayoutEffect(() => {
    const node = layer.current;
    if (!node) return;
    const region = changedRegion(drawn.current, props);
    drawn.current = props;
    if (region === null) return;
    if (region === 'all') {
      node.draw();
      return;
    }
    const clip = pixelAligned(region, props, node.getCanvas().getPixelRatio());
    dirty.current = clip;
    node.clearBeforeDraw(false);
    node.clipFunc((context) => {
      context.rect(clip.x, clip.y, clip.width, clip.height);
      context.clearRect(clip.x, clip.y, clip.width, clip.height);
    });
    try {
      node.draw();
    } finally {
      dirty.current = null;
      node.clipFunc(undefined as never);
      node.clearBeforeDraw(true);
    }
  });

  const outside = (id: string) => {
    const box = current.current.boxes.get(id);
    return dirty.current !== null && (!box || !intersects(reach(box), dirty.current));
  };
  const drawScene = (scene: Scene | undefined, context: Konva.Context, skipBackground: boolean) => {
    if (!scene) return;
    const native = context._context;
    const { backend, images } = current.current;
    drawLayered(native, (ctx) => backend.draw(ctx, scene, { scale: native.getTransform().a, images, skipBackground }));
  };
  const drawersOf = (id: string): Drawers => {
    let found = drawers.current.get(id);
    if (!found) {
      found = {
        scene: (context) => {
          if (!outside(id)) drawScene(current.current.parts.nodes.get(id), context, true);
        },
        hit: (context, shape) => {
          const box = current.current.boxes.get(id);
          if (!box || outside(id)) return;
          context.beginPath();
          context.rect(box.x, box.y, box.width, box.height);
          context.closePath();
          context.fillStrokeShape(shape);
        },
      };
      drawers.current.set(id, found);
    }
    return found;
  };
  const pageDrawer = useRef((context: Konva.Context) => drawScene(current.current.parts.page, context, false)).current;

  return (
    <Layer ref={layer} x={x} y={y} scaleX={scale} scaleY={scale}>
      <Shape sceneFunc={pageDrawer} listening={false} />
      {drawingOrder(parts, blockIds).map((id) => {
        if (!props.boxes.has(id)) return null;
        const { scene, hit } = drawersOf(id);
        if (!blockIds.includes(id)) return <Shape key={id} sceneFunc={scene} listening={false} />;
        return <Shape key={id} name="block" blockId={id} sceneFunc={scene} hitFunc={hit} />;
      })}
    </Layer>
  );
});

/** Nodes in the order of their first op (rows and columns may draw too), then blocks that draw nothing. */
function drawingOrder(parts: SceneParts, blockIds: readonly string[]): string[] {
  const order = [...parts.nodes.keys()];
  for (const id of blockIds) if (!parts.nodes.has(id)) order.push(id);
  return order;
}
