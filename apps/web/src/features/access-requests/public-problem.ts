import { HttpFailure } from '../../lib/http';

/**
 * What a public form shows for a failed call: the rate limit's own text, the server's message
 * for a refusal, else the fallback (network and server errors also get the global error state).
 */
export function publicProblemOf(
  error: unknown,
  texts: { tooManyRequests: string; fallback: string },
): string {
  if (!(error instanceof HttpFailure)) return texts.fallback;
  if (error.status === 429) return texts.tooManyRequests;
  if (error.status === 400) return error.message;
  return texts.fallback;
}
