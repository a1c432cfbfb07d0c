/**
 * Why an uploaded document was not read. The server answers each with its own §8 error: a
 * document past a limit (pages, archive size, memory, time) is too large; one that does not
 * parse as what it claims to be cannot be used as that type.
 */
export class DocumentTooLargeError extends Error {
  override readonly name = 'DocumentTooLargeError';
}

export class UnreadableDocumentError extends Error {
  override readonly name = 'UnreadableDocumentError';
}
