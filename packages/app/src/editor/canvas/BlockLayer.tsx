import type { Box } from '@folio/layout';
import type { CanvasBackend, Scene } from '@folio/renderer';
import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Layer, Shape } from 'react-konva';
import { layeredContext } from './layered-context.ts';
import type { SceneParts } from './scene-parts.ts';

interface BlockLayerProps {
  /** Where the page sits on the stage and its zoom: the shapes draw in layout px. */
  x: number;
  y: number;
  scale: number;
  parts: SceneParts;
  boxes: ReadonlyMap<string, Box>;
  /** Content blocks: each is hit-testable by its box, even when it draws nothing (an empty text). */
  blockIds: readonly string[];
  backend: CanvasBackend;
  images: ReadonlyMap<string, CanvasImageSource>;
}

/**
 * The page as the renderer draws it: the page background once, then one Konva shape per
 * block whose sceneFunc draws that block's ops of the scene and whose hit area is its box.
 * Memoised, so pointer moves that only change overlays never repaint the blocks.
 */
export const BlockLayer = memo(function BlockLayer({ x, y, scale, parts, boxes, blockIds, backend, images }: BlockLayerProps) {
  const layer = useRef<Konva.Layer>(null);
  // Drawn as soon as React has committed the new scene, not at Konva's next batched frame:
  // a keystroke then reaches the canvas before the browser's next paint instead of one later.
  useLayoutEffect(() => {
    layer.current?.draw();
  }, [parts, x, y, scale]);
  const draw = (scene: Scene, skipBackground: boolean) => (context: Konva.Context) => {
    const native = context._context;
    const ctx = layeredContext(native);
    backend.draw(ctx, scene, { scale: native.getTransform().a, images, skipBackground });
  };
  return (
    <Layer ref={layer} x={x} y={y} scaleX={scale} scaleY={scale}>
      <Shape sceneFunc={draw(parts.page, false)} listening={false} />
      {drawingOrder(parts, blockIds).map((id) => {
        const scene = parts.nodes.get(id);
        const box = boxes.get(id);
        if (!box) return null;
        if (!blockIds.includes(id)) return <Shape key={id} sceneFunc={draw(scene!, true)} listening={false} />;
        return (
          <Shape
            key={id}
            name="block"
            blockId={id}
            sceneFunc={scene ? draw(scene, true) : () => {}}
            hitFunc={(context, shape) => {
              context.beginPath();
              context.rect(box.x, box.y, box.width, box.height);
              context.closePath();
              context.fillStrokeShape(shape);
            }}
          />
        );
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
