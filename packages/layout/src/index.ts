export * from './schema/index.ts';
export * from './spec-constants.ts';
export { walk, collectIds, contentNodes } from './tree/walk.ts';
