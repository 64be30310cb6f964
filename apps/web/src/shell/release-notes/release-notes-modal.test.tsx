import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseVersion } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../test/fixtures';
import { errorState } from '../../lib/error-state';
import { initI18n } from '../../lib/i18n';
import { currentUserQuery } from '../../lib/session/current-user';
import { RELEASE_NOTES_DISMISSED_KEY } from './dismissed-release';
import { ReleaseNotesModal } from './release-notes-modal';

const user = aUser('PHYSICIAN', { tierFeatures: [] });
const USER_ID = user.userId;
const release: ReleaseVersion = {
  releaseVersionId: '0d6e8a52-54a1-4d8e-9a4c-3f1b7c2d9e10',
  name: '2.2.0',
  notes: JSON.stringify([
    { listMarker: '1.', title: 'Release notes you acknowledge', subnotes: [] },
  ]),
  videoUrl: null,
  releasedAt: '2024-07-01T12:00:00.000Z',
};

/** The server: the acknowledgement status, and the PATCH that acknowledges. */
function serve(latest: ReleaseVersion | null, acknowledged = false) {
  let hasAckd = acknowledged;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/v1/portal/system/release-versions/user-acknowledgement') {
      return Promise.resolve(
        jsonResponse({ hasAckdLatestVersion: hasAckd, latestReleaseVersion: latest }),
      );
    }
    if (
      url === `/api/v1/users/${USER_ID}/release-version-acknowledged` &&
      init?.method === 'PATCH'
    ) {
      hasAckd = true;
      return Promise.resolve(
        jsonResponse({ hasAckdLatestVersion: true, latestReleaseVersion: latest }),
      );
    }
    return Promise.resolve(jsonResponse({ message: 'not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ReleaseNotesModal />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => {
  initI18n('en-US');
});

beforeEach(() => {
  // The notes fit in their box: Confirm is enabled at once.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  errorState.dismissGeneric();
});

describe('ReleaseNotesModal', () => {
  it('shows the latest notes until they are confirmed', async () => {
    const fetchMock = serve(release);
    renderModal();

    expect(await screen.findByRole('dialog', { name: '2.2.0 Release Notes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      acknowledgedVersionId: release.releaseVersionId,
    });
  });

  it('hides the notes for this tab when closed', async () => {
    serve(release);
    renderModal();

    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(RELEASE_NOTES_DISMISSED_KEY)).toBe(
      release.releaseVersionId,
    );
  });

  it('stays hidden when this release was closed earlier in the tab', async () => {
    window.sessionStorage.setItem(RELEASE_NOTES_DISMISSED_KEY, release.releaseVersionId);
    const fetchMock = serve(release);
    renderModal();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the latest release is acknowledged', async () => {
    const fetchMock = serve(release, true);
    renderModal();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errorState.get().generic).toBeNull();
  });

  it('shows the generic error instead of notes it cannot read', async () => {
    serve({ ...release, notes: '{"not": "notes"}' });
    renderModal();
    await waitFor(() => {
      expect(errorState.get().generic).toBe(999);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the generic error when the status cannot be loaded', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse({ message: 'Service Unavailable' }, 503)),
    );
    renderModal();
    await waitFor(() => {
      expect(errorState.get().generic).toBe(999);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
