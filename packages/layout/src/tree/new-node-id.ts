/** A fresh node id: short enough to read in a document, random enough never to meet another. */
export function newNodeId(): string {
  return `n${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
