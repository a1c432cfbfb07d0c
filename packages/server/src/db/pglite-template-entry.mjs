// Run from the sources, the child that makes a PGlite template has no loader for TypeScript: register tsx's, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-template-main.ts');
