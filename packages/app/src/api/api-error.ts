/** A call that did not succeed: the §8 code and the server's message (or the client's, for 408). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** §8: cancelled requests are ignored; they never reach a toast. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}
