import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS, type Connection, type User } from '@sagitta/domain';
import { type RecordedCall, useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import ConnectionsPage from './connections-page';

const administrator = aUser('USER_ADMINISTRATOR', {
  userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c',
});
const physician = aUser('PHYSICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
  institutionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
});
const staff = aUser('CLINICAL_STAFF', {
  userId: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  firstName: 'Sam',
  lastName: 'Ortiz',
  suffix: null,
  emailAddress: 'staff@sagitta.test',
});

const staffConnection: Connection = {
  connectionId: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  parentUserId: physician.userId,
  childUserEmail: staff.emailAddress,
  favorite: false,
  default: false,
  userId: staff.userId,
  institutionId: physician.institutionId,
  roleIds: [ROLE_IDS.CLINICAL_STAFF],
  institutionName: 'Lakeside Spine Center',
  firstName: 'Sam',
  lastName: 'Ortiz',
  suffix: null,
  tierNumber: 3,
  tierFeatures: [],
  isBetaUser: false,
};

type Answer = (call: RecordedCall) => Response | undefined;

const { calls, globalFailures, stub } = useFetchStub();

/** Stubs fetch: the owner and their connections, then whatever `answer` says. */
function serve(owner: User, connections: Connection[], answer: Answer = () => undefined) {
  stub((call) => {
    const answered = answer(call);
    if (answered !== undefined) return answered;
    if (call.url === `/api/v1/users/${owner.userId}`) return jsonResponse(owner);
    if (call.url === `/api/v1/users/${owner.userId}/connections`) return jsonResponse(connections);
    return jsonResponse({ message: `unexpected ${call.method} ${call.url}` }, 500);
  });
}

const sent = (method: string) => calls.filter((call) => call.method === method);

const renderPage = (owner: User) =>
  renderInApp(<ConnectionsPage />, {
    path: '/users/connection/:id',
    entry: `/users/connection/${owner.userId}`,
    user: administrator,
  });

beforeAll(() => {
  initI18n('en-US');
});

describe('ConnectionsPage', () => {
  it("lists a physician's connections with name, role and institution", async () => {
    serve(physician, [staffConnection]);
    renderPage(physician);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connections of Maria CHEN, MD' }),
    ).toBeVisible();
    const row = await screen.findByRole('row', { name: /Sam ORTIZ/ });
    expect(within(row).getByText('Clinical Staff')).toBeVisible();
    expect(within(row).getByText('Lakeside Spine Center')).toBeVisible();
  });

  it('adds a clinical staff member to a physician by email, and shows a 409 inline', async () => {
    serve(physician, [], (call) =>
      call.method === 'POST'
        ? jsonResponse(
            { statusCode: 409, error: 'Conflict', message: 'Connection already exists' },
            409,
          )
        : undefined,
    );
    renderPage(physician);

    await userEvent.type(
      await screen.findByLabelText(/^Email of the clinical staff member/),
      'Staff@Sagitta.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add connection' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection already exists');
    expect(globalFailures).toEqual([]);
    const [post] = sent('POST');
    expect(post?.url).toBe('/api/v1/users/connections');
    expect(post?.body).toEqual({
      parentUserId: physician.userId,
      childUserEmail: 'Staff@Sagitta.test',
      favorite: false,
      default: false,
    });
  });

  it('refuses a malformed email before sending anything', async () => {
    serve(physician, []);
    renderPage(physician);
    await userEvent.type(
      await screen.findByLabelText(/^Email of the clinical staff member/),
      'not-an-email',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    expect(await screen.findByText('Email is invalid')).toBeVisible();
    expect(sent('POST')).toEqual([]);
  });

  it('connects a clinical staff member to a physician found by search', async () => {
    serve(staff, [], (call) => {
      if (call.url.startsWith('/api/v1/users?')) {
        const search = new URL(call.url, 'http://portal.test').searchParams.get('search');
        return jsonResponse(
          search === 'chen' ? { totalCount: 1, items: [physician] } : { totalCount: 0, items: [] },
        );
      }
      if (call.method === 'POST') {
        return jsonResponse(
          { ...staffConnection, userId: physician.userId, roleIds: [ROLE_IDS.PHYSICIAN] },
          201,
        );
      }
      return undefined;
    });
    renderPage(staff);
    const search = await screen.findByRole('searchbox', { name: /^Find a physician/ });

    await userEvent.type(search, 'zz');
    expect(await screen.findByText('No physician matches your search')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'chen');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect to Maria CHEN, MD' }));

    await vi.waitFor(() => {
      expect(sent('POST')).toHaveLength(1);
    });
    expect(calls.map((call) => call.url)).toContain(
      '/api/v1/users?role=PHYSICIAN&search=chen&pageSize=20',
    );
    expect(sent('POST')[0]?.body).toEqual({
      parentUserId: physician.userId,
      childUserEmail: staff.emailAddress,
      favorite: false,
      default: false,
    });
    // The list is read again so that the new connection shows.
    await vi.waitFor(() => {
      expect(
        calls.filter((call) => call.method === 'GET' && call.url.endsWith('/connections')),
      ).toHaveLength(2);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("removes a connection after confirmation, and says 'Connection not deleted' if it fails", async () => {
    serve(physician, [staffConnection], (call) =>
      call.method === 'DELETE'
        ? jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404)
        : undefined,
    );
    renderPage(physician);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove the connection with Sam ORTIZ' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this connection?' });
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
    expect(sent('DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection not deleted');
    expect(sent('DELETE')[0]?.url).toBe(
      `/api/v1/users/${physician.userId}/connections/${staffConnection.connectionId}`,
    );
    expect(globalFailures).toEqual([]);
  });

  it('offers no connections for a role that has none', async () => {
    serve(administrator, []);
    renderPage(administrator);
    expect(await screen.findByText(/this user has none to edit/)).toBeVisible();
    expect(calls.some((call) => call.url.endsWith('/connections'))).toBe(false);
  });
});
