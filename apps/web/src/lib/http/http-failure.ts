/** A call that did not succeed: a network failure (status 0) or an HTTP error answer. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';

  /**
   * @param status - HTTP status, or 0 when the network failed before any answer
   * @param statusText - the HTTP reason phrase
   * @param message - the server's message, else `{status} {statusText}`
   */
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
  ) {
    super(message);
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

/** The message shown for the network failure: the browser's own text varies, ours does not. */
export const NETWORK_FAILURE_MESSAGE = 'Failed to fetch';

/**
 * The message of an error answer: the body's `message` (our servers answer
 * `{ statusCode, error, message }`), else the body text, else `{status} {statusText}`.
 */
export function failureMessage(status: number, statusText: string, bodyText: string): string {
  const text = bodyText.trim();
  if (text !== '') {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null && 'message' in body) {
        const { message } = body;
        if (typeof message === 'string' && message !== '') return message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    if (!text.startsWith('{') && !text.startsWith('<')) return text;
  }
  return `${String(status)} ${statusText}`.trim();
}
