export { History } from './history.ts';
export { ProjectReader } from './project-reader.ts';
export {
  LOCAL_ORIGIN,
  deletePage,
  insertPage,
  movePage,
  readProject,
  replaceProject,
  setPageBackground,
  setPageLayout,
  setProjectMeta,
  setScript,
  textOf,
  writeProject,
} from './project-ydoc.ts';
