import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../../test/fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { loadNavigationSession } from './current-user';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** The server as start-up meets it: the user, the settings, and the user's connections. */
function serve(user: ReturnType<typeof aUser>) {
  return stubFetch(({ url }) => {
    if (url === '/api/v1/users/self') return jsonResponse(user);
    if (url === '/api/v1/portal/system/settings') {
      return jsonResponse({ comingSoon: false, developerMode: false });
    }
    if (url === `/api/v1/users/${user.userId}/connections`) return jsonResponse([]);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

describe('loadNavigationSession', () => {
  it('asks a staff member who has not accepted the EULA only for what the API answers before it', async () => {
    const calls = serve(aUser('CLINICAL_STAFF', { eulaAcknowledged: false }));
    const session = await loadNavigationSession(new QueryClient());
    expect(session.user?.eulaAcknowledged).toBe(false);
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/v1/portal/system/settings',
      '/api/v1/users/self',
    ]);
  });

  it('reads the connections of a staff member who has accepted it, to choose a physician', async () => {
    const user = aUser('CLINICAL_STAFF', { eulaAcknowledged: true });
    const calls = serve(user);
    await loadNavigationSession(new QueryClient());
    expect(calls.map((call) => call.url)).toContain(`/api/v1/users/${user.userId}/connections`);
  });
});
