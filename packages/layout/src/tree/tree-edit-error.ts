/** Why a tree edit was refused; the editor maps the code to what it tells the user. */
export type TreeEditErrorCode = 'node-not-found' | 'duplicate-id' | 'not-content' | 'too-many-children' | 'too-deep' | 'too-large' | 'invalid-value';

/** Thrown by tree edits that cannot produce a valid tree. The input tree is never touched. */
export class TreeEditError extends Error {
  override readonly name = 'TreeEditError';
  readonly code: TreeEditErrorCode;
  /** The node the edit was about, when there is one. */
  readonly nodeId: string | undefined;

  constructor(code: TreeEditErrorCode, message: string, nodeId?: string) {
    super(message);
    this.code = code;
    this.nodeId = nodeId;
  }
}
