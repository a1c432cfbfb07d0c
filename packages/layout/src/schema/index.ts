export * from './primitives.ts';
export * from './text.ts';
export * from './blocks.ts';
export * from './layout-node.ts';
export * from './theme.ts';
export * from './document.ts';
export * from './tree-limits.ts';
