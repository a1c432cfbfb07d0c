// pdf.js is 2 MB of JavaScript that tsx's loader would transform again in every thread (about
// 150 MB a thread): Node loads it first, and tsx finds it already loaded. It also installs its
// polyfills here, before any document is read.
const { getResolvedPDFJS } = await import('unpdf');
await getResolvedPDFJS();

// Worker threads do not inherit tsx's loader from the parent: register it, then load the TypeScript.
const { register } = await import('tsx/esm/api');
register();
await import('./extraction-thread.ts');
