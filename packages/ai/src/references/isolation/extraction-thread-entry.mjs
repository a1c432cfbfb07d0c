// Worker threads do not inherit tsx's loader from the parent: register it, then load the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-thread.ts');
