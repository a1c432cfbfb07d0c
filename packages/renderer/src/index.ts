export * from './fonts/index.ts';
export * from './text/index.ts';
export * from './themes/index.ts';
export type * from './scene/types.ts';
export type { SceneContext, ImageInfo } from './scene/context.ts';
export { layoutBlockText } from './scene/blocks/text.ts';
// For the /diagram editor, which points at the nodes and edges the diagram block drew.
export { diagramGeometry, type DiagramGeometry } from './scene/blocks/diagram-geometry.ts';
export { tableIsRtl, tableCellFrames } from './scene/blocks/table.ts';
// For the PPTX writer, which writes a native chart's numbers as the renderer writes them.
export { formatValue, type Digits, type Ticks } from './scene/blocks/chart-ticks.ts';
export { CanvasBackend, type CanvasBackendEnv, type DrawOptions } from './backends/canvas.ts';
export type { GlyphSource } from './backends/glyph-source.ts';
export { pageNeeds, fontsQuery, type PageNeeds } from './document-needs.ts';
export { prepareDocument, PreparedDocument, pageFrame, type ImageLoader, type LoadedImage } from './document.ts';
export { FontSubsetter } from './backends/pdf/font-subsetter.ts';
export { toParagraphInputs } from './scene/text-ops.ts';
export { parsePath, type PathCommand } from './scene/icons/svg-path.ts';
export { startsAsSvg } from './images/svg-start.ts';
export * from './checks/index.ts';
