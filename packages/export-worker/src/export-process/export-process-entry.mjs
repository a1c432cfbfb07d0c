// A child process does not inherit tsx's loader from a parent running the sources: register it, then load the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./export-process-main.ts');
