import { vi } from 'vitest';

/**
 * Records the headers of every call, on top of the stubbed `fetch` (whose record has none).
 * Call after the fetch stub is in place.
 */
export function recordRequestHeaders(): Array<{ url: string; headers: Headers }> {
  const seen: Array<{ url: string; headers: Headers }> = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers) });
    return stubbed(url, init);
  });
  return seen;
}
