/** A failure the user caused and can fix: printed without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
