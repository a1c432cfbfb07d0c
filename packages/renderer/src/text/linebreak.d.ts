/** `linebreak` 1.1 ships no types; this is the part of its API we use. */
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
