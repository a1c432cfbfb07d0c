/**
 * Where an export reads the image files a deck names, besides `data:` URIs: a deck file's
 * folder (the command line, the fixtures), or the files its caller read for it (the server,
 * from its storage), so nothing the deck names is read from the exporting machine's disk.
 */
export type ImageFiles =
  /** Paths relative to `baseDir`, which may not leave `root`. */
  | { baseDir: string; root: string }
  /** Files by the `src` the deck names them with; any other `src` is not loaded. */
  | { files: ReadonlyMap<string, Uint8Array> };
