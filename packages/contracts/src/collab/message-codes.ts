/**
 * Message kinds on the collaboration socket, the first varuint of every message. 0 and 1 are
 * y-websocket's (the Yjs sync protocol and awareness); 2 is ours: the server has stored the
 * sender's changes up to a count, which is what lets the editor show "Saved" only once an edit
 * is safe.
 */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_SAVED = 2;
