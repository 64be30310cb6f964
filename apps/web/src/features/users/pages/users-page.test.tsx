import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { roleString, type BulkResult, type User, type UserList } from '@sagitta/domain';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { errorState } from '../../../lib/error-state';
import { initI18n } from '../../../lib/i18n';
import UsersPage from './users-page';

const admin = aUser('SYSTEM_ADMINISTRATOR', {
  userId: '0a9c1f55-1111-4c55-9d85-5d7a3b0d0c99',
  firstName: 'Ada',
  lastName: 'Admin',
  suffix: null,
});

const maria = aUser('PHYSICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
  lastLogin: '2026-03-02T15:00:00.000Z',
});
const jonas = aUser('CLINICAL_STAFF', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c02',
  firstName: 'Jonas',
  lastName: 'Berg',
  suffix: null,
  emailAddress: 'jonas@sagitta.test',
  status: 'Deactivated',
  institutionName: null,
});
const ruth = aUser('SALES_REPRESENTATIVE', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c03',
  firstName: 'Ruth',
  lastName: 'Okafor',
  suffix: null,
  emailAddress: 'ruth@sagitta.test',
  status: 'Pending',
  requestedInstitution: 'Harbor Orthopedics',
  npi: '1234567893',
  roles: [roleString('PHYSICIAN')],
});

/**
 * Stubs the server: the users list answers `list` (a function of the query string), the bulk
 * calls answer `bulk`; every call is recorded.
 */
function serve(
  list: (query: URLSearchParams) => UserList,
  bulk: (call: RecordedCall) => BulkResult | Response | Promise<Response> = () => ({
    requested: 0,
    succeeded: [],
    failed: [],
  }),
) {
  return stubFetch((call) => {
    const [path = '', search = ''] = call.url.split('?');
    if (path === '/api/v1/roles') {
      return jsonResponse(
        ['PHYSICIAN', 'CLINICAL_STAFF'].map((name, index) => ({
          roleId: index + 1,
          name,
          namespace: 'sagitta',
          role: `sagitta:${name}`,
        })),
      );
    }
    if (path === '/api/v1/institutions') return jsonResponse({ totalCount: 0, items: [] });
    if (call.method === 'GET' && path === '/api/v1/users') {
      return jsonResponse(list(new URLSearchParams(search)));
    }
    const answer = bulk(call);
    return answer instanceof Response || answer instanceof Promise ? answer : jsonResponse(answer);
  });
}

const listCalls = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/users?'))
    .map((call) => new URLSearchParams(call.url.split('?')[1]));

const page = (items: User[], totalCount = items.length): UserList => ({ totalCount, items });

const renderUsers = (entry = '/users') =>
  renderInApp(
    <>
      <Notifications />
      <UsersPage />
    </>,
    { path: '/users', entry, user: admin },
  );

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  errorState.dismissGeneric();
});

describe('UsersPage: the list', () => {
  it('shows each user with full name, role, institution, coloured status and last login', async () => {
    const calls = serve(() => page([maria, jonas]));
    renderUsers();

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole('link', { name: 'Maria CHEN, MD' })).toHaveAttribute(
      'href',
      `/users/detail/${maria.userId}`,
    );
    expect(first!.getByText('surgeon@sagitta.test')).toBeVisible();
    expect(first!.getByText('Physician')).toBeVisible();
    expect(first!.getByText('Lakeside Spine Center')).toBeVisible();
    const active = first!.getByText('Active').closest('[data-status]');
    expect(active).toHaveAttribute('data-status', 'Active');
    expect(active?.getAttribute('style')).toContain(
      '--badge-bg: var(--mantine-color-green-filled)',
    );
    expect(first!.getByText(/^03\/02\/26/)).toBeVisible();
    expect(second!.getByRole('link', { name: 'Jonas BERG' })).toBeVisible();
    expect(second!.getByText('Clinical Staff')).toBeVisible();
    expect(
      second!.getByText('Deactivated').closest('[data-status]')?.getAttribute('style'),
    ).toContain('--badge-bg: var(--mantine-color-gray-filled)');
    expect(second!.getByText('Never')).toBeVisible();
    expect(screen.getByText('2 users')).toBeVisible();

    const [query] = listCalls(calls);
    expect(Object.fromEntries(query!)).toEqual({ page: '1', pageSize: '20', sort: 'lastName' });
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/users/new');
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/users/outbox');
  });

  it('lists pending requests with what they asked for on the Requests tab', async () => {
    const calls = serve((query) => page(query.get('status') === 'Pending' ? [ruth] : [maria]));
    renderUsers('/users?tab=requests');

    const table = await screen.findByRole('table', { name: 'Access requests' });
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('link', { name: 'Ruth OKAFOR' })).toBeVisible();
    expect(row.getByText('Physician')).toBeVisible();
    expect(row.getByText('Harbor Orthopedics')).toBeVisible();
    expect(row.getByText('1234567893')).toBeVisible();
    expect(row.getByText('01/05/26')).toBeVisible();
    expect(listCalls(calls)[0]?.get('status')).toBe('Pending');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and when no request is waiting', async () => {
    serve(() => page([]));
    renderUsers();
    expect(await screen.findByText('No users match your search')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('No pending requests')).toBeVisible();
  });

  it('shows an error state with a retry when the list cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal('fetch', (url: string) => {
      if (url.startsWith('/api/v1/users?') && fail) {
        return Promise.resolve(jsonResponse({ message: 'Invalid query' }, 400));
      }
      if (url.startsWith('/api/v1/users?')) return Promise.resolve(jsonResponse(page([maria])));
      return Promise.resolve(jsonResponse(url.startsWith('/api/v1/roles') ? [] : page([])));
    });
    renderUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded.');
    expect(errorState.get().generic).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Maria CHEN, MD' })).toBeVisible();
  });

  it('sorts by name, both ways, from the column header', async () => {
    const calls = serve(() => page([maria]));
    renderUsers();
    const header = await screen.findByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header).getByRole('button', { name: 'Name' }));

    await vi.waitFor(() => {
      expect(listCalls(calls).at(-1)?.get('sort')).toBe('-lastName');
    });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('waits 300 ms after typing, then searches from page 1', async () => {
    vi.useFakeTimers();
    // Three pages of users, whatever rows this one shows.
    const calls = serve(() => page([maria, jonas], 45));
    renderUsers();
    await vi.waitFor(() => {
      expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => {
      expect(listCalls(calls).at(-1)?.get('page')).toBe('2');
    });
    const before = listCalls(calls).length;

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  chen ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(listCalls(calls)).toHaveLength(before);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => {
      expect(listCalls(calls)).toHaveLength(before + 1);
    });
    const query = listCalls(calls).at(-1)!;
    expect(query.get('search')).toBe('chen');
    expect(query.get('page')).toBe('1');
  }, 15_000);
  it('filters by role and status from page 1', async () => {
    // jsdom lays nothing out: Mantine's dropdown stays `display: none` (its options count as
    // hidden) and scrolls its active option into view with a method jsdom lacks.
    if (!('scrollIntoView' in Element.prototype)) {
      Object.assign(Element.prototype, { scrollIntoView: () => undefined });
    }
    const calls = serve(() => page([maria], 45));
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => {
      expect(listCalls(calls).at(-1)?.get('page')).toBe('3');
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Physician', hidden: true }));
    await vi.waitFor(() => {
      expect(listCalls(calls).at(-1)?.get('role')).toBe('PHYSICIAN');
    });
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated', hidden: true }));
    await vi.waitFor(() => {
      expect(listCalls(calls).at(-1)?.get('status')).toBe('Deactivated');
    });
  });
});

describe('UsersPage: bulk actions', () => {
  it('keeps the actions disabled until a user is selected', async () => {
    serve(() => page([maria, jonas]));
    renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    const actions = screen.getByRole('group', { name: 'Actions on the selected users' });
    for (const name of ['Activate', 'Disable', 'Delete', 'Reset password']) {
      expect(within(actions).getByRole('button', { name })).toBeDisabled();
    }

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Maria CHEN, MD' }));
    expect(within(actions).getByRole('button', { name: 'Disable' })).toBeEnabled();
    expect(within(actions).getByText('1 selected')).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Maria CHEN, MD' }));
    expect(within(actions).getByRole('button', { name: 'Disable' })).toBeDisabled();
  });

  it('selects every user of the page from the header checkbox, by keyboard', async () => {
    serve(() => page([maria, jonas]));
    renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    const all = screen.getByRole('checkbox', { name: 'Select all users on this page' });

    all.focus();
    await userEvent.keyboard(' ');

    expect(screen.getByRole('checkbox', { name: 'Select Maria CHEN, MD' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Jonas BERG' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeVisible();
  });

  it('asks before disabling, sends the ids and status, and reports a partial failure', async () => {
    const calls = serve(
      () => page([maria, jonas, ruth]),
      () => ({
        requested: 3,
        succeeded: [maria.userId, ruth.userId],
        failed: [{ userId: jonas.userId, message: 'The user is already deactivated' }],
      }),
    );
    renderUsers();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all users on this page' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable 3 users?' });
    expect(within(dialog).getByText(/can no longer sign in/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The users may be many: their list scrolls, and takes the focus to scroll by keyboard.
    expect(within(dialog).getByRole('region', { name: 'Selected users' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(
      await screen.findByRole('dialog', { name: 'Unable to delete, disable or reset users' }),
    ).toBeVisible();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(
      `/api/v1/users/status?userIds=${[maria.userId, jonas.userId, ruth.userId].join(',')}`,
    );
    expect(patch?.body).toEqual({ status: 'Deactivated' });
    const result = screen.getByRole('dialog');
    expect(within(result).getByRole('alert')).toHaveTextContent('Unable to disable 1 of 3 users');
    expect(within(result).getByRole('list', { name: 'Users not changed' })).toHaveTextContent(
      'Jonas BERG: The user is already deactivated',
    );
    // The same count in an error toast, which outlives the dialog.
    await vi.waitFor(() => {
      expect(screen.getAllByText('Unable to disable 1 of 3 users')).toHaveLength(2);
    });
    // The list is asked again, and the selection is gone.
    await vi.waitFor(() => {
      expect(listCalls(calls).length).toBeGreaterThan(1);
    });
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('reports a bulk action that changed every user with a success toast', async () => {
    const calls = serve(
      () => page([maria, jonas]),
      () => ({ requested: 2, succeeded: [maria.userId, jonas.userId], failed: [] }),
    );
    renderUsers();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all users on this page' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the passwords of 2 users?',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Passwords reset for 2 users')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'Reset' });
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const calls = serve(() => page([maria]));
    renderUsers();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Maria CHEN, MD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 user?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Maria CHEN, MD' })).toBeChecked();
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    });
  });

  it('rejects requests with DELETE', async () => {
    const calls = serve(
      () => page([ruth]),
      () => ({ requested: 1, succeeded: [ruth.userId], failed: [] }),
    );
    renderUsers('/users?tab=requests');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ruth OKAFOR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 request?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('1 request rejected')).toBeVisible();
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent).toEqual([
      { method: 'DELETE', url: `/api/v1/users?userIds=${ruth.userId}`, body: undefined },
    ]);
  });

  it('accepts requests by asking for the New status', async () => {
    const calls = serve(
      () => page([ruth]),
      () => ({ requested: 1, succeeded: [ruth.userId], failed: [] }),
    );
    renderUsers('/users?tab=requests');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ruth OKAFOR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 1 request?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('1 request accepted')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `/api/v1/users/status?userIds=${ruth.userId}`,
      body: { status: 'New' },
    });
  });

  it('keeps the dialog open with the message when the request is refused as a whole', async () => {
    serve(
      () => page([maria]),
      () => jsonResponse({ message: 'Only administrators may do this' }, 403),
    );
    renderUsers();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Maria CHEN, MD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate 1 user?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The action was not carried out: Only administrators may do this',
    );
    expect(errorState.get().generic).toBeNull();
  });

  it('shows the confirm button as loading while the call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(
      () => page([maria]),
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderUsers();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Maria CHEN, MD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 1 user?' });
    const confirm = within(dialog).getByRole('button', { name: 'Disable' });

    await userEvent.click(confirm);

    await vi.waitFor(() => {
      expect(confirm).toHaveAttribute('data-loading');
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(jsonResponse({ requested: 1, succeeded: [maria.userId], failed: [] }));
    expect(await screen.findByText('1 user disabled')).toBeVisible();
  });
});
