// Kept apart from the zod schema so that the web app can shape a report without loading zod.

/** The longest message a client error report may carry. */
export const CLIENT_LOG_MESSAGE_MAX = 500;

/**
 * A text made fit for a client error report's `message`: `<` and `>` (which the server's payload
 * guard refuses in every body, and which browser messages such as "Unexpected token '<'" contain)
 * become `‹` and `›`, and the text is cut to the longest message accepted.
 * @param text - an error message as the browser has it
 */
export function toClientLogMessage(text: string): string {
  const cut = text.replaceAll('<', '‹').replaceAll('>', '›').slice(0, CLIENT_LOG_MESSAGE_MAX);
  // Never end on the first half of a surrogate pair (an emoji cut in two).
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
