/** Why a model call failed, so the server can map it to a §8 code and the app say what went wrong. */
export type AiErrorCode =
  | 'timeout'
  | 'aborted'
  | 'rate_limited'
  | 'connection_cut'
  /** The model stopped at its token limit (finish_reason "length") before its answer was whole. */
  | 'truncated'
  | 'http_error'
  | 'invalid_output'
  | 'unreachable';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    /** Text the model had written before the failure: a cut stream keeps what arrived. */
    readonly partial = '',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
