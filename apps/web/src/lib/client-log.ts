import { API_PATHS, toClientLogMessage } from '@sagitta/domain';

/**
 * Reports an error to the server log (seed §8: all errors are logged at ERROR level).
 * @param route - where it happened: a route name or the first path segment, never ids or queries
 */
export function reportError(code: number | string, message: string, route: string): void {
  const body = JSON.stringify({
    level: 'ERROR',
    code,
    message: toClientLogMessage(message),
    route: route.slice(0, 100),
    occurredAt: new Date().toISOString(),
  });
  // Straight to fetch, not through the http client: a failing report must not raise another.
  fetch(API_PATHS.clientLogs, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sagitta' },
    body,
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
