export { History } from './history.ts';
export { pageFingerprint, stampOrigin } from './page-fingerprint.ts';
export { ProjectReader } from './project-reader.ts';
export {
  LOCAL_ORIGIN,
  deletePage,
  insertPage,
  movePage,
  readPageLayout,
  readProject,
  replaceProject,
  setPageBackground,
  setPageLayout,
  setPageOrigin,
  setProjectMeta,
  setScript,
  textOf,
  writeProject,
} from './project-ydoc.ts';
