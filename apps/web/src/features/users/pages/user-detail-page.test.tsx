import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@sagitta/domain';
import { type RecordedCall, useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import UserDetailPage from './user-detail-page';

const administrator = aUser('USER_ADMINISTRATOR', {
  userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c',
});
const representative = aUser('SALES_REPRESENTATIVE', {
  userId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  firstName: 'Jane',
  lastName: 'Doe',
  suffix: null,
  emailAddress: 'jane.doe@sagitta.test',
  phone: '6195550142',
  institutionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  institutionName: 'Lakeside Spine Center',
  salesforceId: '0015g00000ABCDEFGH',
  states: ['CA', 'NV'],
  lastLogin: '2026-03-02T15:30:00.000Z',
});

const { calls, globalFailures, stub } = useFetchStub();

/** Stubs fetch: `answer` first, a physician's tags (none), then the user for any other call. */
function serve(user: User, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  stub(
    (call) =>
      answer(call) ??
      (call.url.includes('/referring-physician-tags')
        ? jsonResponse({ tags: [], requestedTags: [] })
        : jsonResponse(user)),
  );
}

const sent = (method: string) => calls.filter((call) => call.method === method);

const renderPage = (user: User, signedIn: User = administrator) =>
  renderInApp(<UserDetailPage />, {
    path: '/users/detail/:id',
    entry: `/users/detail/${user.userId}`,
    user: signedIn,
  });

beforeAll(() => {
  initI18n('en-US');
});

describe('UserDetailPage', () => {
  it('shows the account: status, roles, institution link, states by name, phone masked', async () => {
    serve(representative);
    renderPage(representative);

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane DOE' })).toBeVisible();
    expect(screen.getByLabelText('Status: Active')).toBeVisible();
    expect(screen.getByText('Sales Representative')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lakeside Spine Center' })).toHaveAttribute(
      'href',
      `/detail-institution/${representative.institutionId}`,
    );
    expect(screen.getByText('California, Nevada')).toBeVisible();
    expect(screen.getByText('(619) 555 0142')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/users/edit/${representative.userId}`,
    );
    expect(screen.getByRole('link', { name: 'Edit connections' })).toHaveAttribute(
      'href',
      `/users/connection/${representative.userId}`,
    );
  });

  it('offers only the status actions the account state allows', async () => {
    serve(aUser('PHYSICIAN', { status: 'Deactivated' }));
    renderPage(aUser('PHYSICIAN', { status: 'Deactivated' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('disables the account after confirmation, and reports a refusal for that user', async () => {
    serve(representative, (call) =>
      call.method === 'PATCH'
        ? jsonResponse({
            requested: 1,
            succeeded: [],
            failed: [{ userId: representative.userId, message: 'The user is already deactivated' }],
          })
        : undefined,
    );
    renderPage(representative);

    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this user?' });
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
    expect(sent('PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to change the status of Jane DOE: The user is already deactivated',
    );
    expect(sent('PATCH')[0]).toEqual({
      method: 'PATCH',
      url: `/api/v1/users/status?userIds=${representative.userId}`,
      body: { status: 'Deactivated' },
    });
  });

  it('deletes the account after confirmation and shows its new status', async () => {
    let deleted = false;
    serve(representative, (call) => {
      if (call.method === 'PATCH') {
        deleted = true;
        return jsonResponse({ requested: 1, succeeded: [representative.userId], failed: [] });
      }
      return deleted ? jsonResponse({ ...representative, status: 'Deleted' }) : undefined;
    });
    renderPage(representative);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByLabelText('Status: Deleted')).toBeVisible();
    expect(sent('PATCH')[0]?.body).toEqual({ status: 'Deleted' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A deleted account has no status action left.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    serve(representative);
    renderPage(representative);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this user’s password?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('PATCH')).toEqual([]);
  });

  it("toggles the beta flag with the account's fields, and says so when it fails", async () => {
    serve(representative, (call) =>
      call.method === 'PUT'
        ? jsonResponse({ statusCode: 409, error: 'Conflict', message: 'Conflict' }, 409)
        : undefined,
    );
    renderPage(representative);

    await userEvent.click(await screen.findByRole('switch', { name: 'Beta user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to change beta status or surgical-candidate visibility',
    );
    expect(globalFailures).toEqual([]);
    expect(sent('PUT')[0]?.url).toBe(`/api/v1/users/${representative.userId}`);
    expect(sent('PUT')[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      suffix: null,
      emailAddress: 'jane.doe@sagitta.test',
      phone: '6195550142',
      role: 'SALES_REPRESENTATIVE',
      subRole: null,
      inexperienced: false,
      institutionId: representative.institutionId,
      institutionRole: null,
      isBetaUser: true,
      onlyViewSurgicalCandidates: false,
      npi: null,
      salesforceId: '0015g00000ABCDEFGH',
      pricingTier: null,
      states: ['CA', 'NV'],
    });
  });

  it("edits a physician's referring physician tags", async () => {
    const physician = aUser('PHYSICIAN', { userId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f' });
    const tags = `/api/v1/users/${physician.userId}/referring-physician-tags`;
    serve(physician, (call) => {
      if (call.url !== tags) return undefined;
      return call.method === 'POST'
        ? jsonResponse({ tags: ['CHEN^MARIA', 'SMITH^JOHN'], requestedTags: [] }, 201)
        : jsonResponse({ tags: ['SMITH^JOHN'], requestedTags: [] });
    });
    renderPage(physician);

    const section = await screen.findByRole('region', { name: 'Referring physician tags' });
    expect(await within(section).findByText('SMITH^JOHN')).toBeVisible();
    await userEvent.type(within(section).getByRole('textbox', { name: 'New tag' }), 'CHEN^MARIA');
    await userEvent.click(within(section).getByRole('button', { name: 'Add tag' }));

    expect(await within(section).findByText('CHEN^MARIA')).toBeVisible();
    expect(sent('POST')).toEqual([{ method: 'POST', url: tags, body: { tag: 'CHEN^MARIA' } }]);
    expect(globalFailures).toEqual([]);
  });

  it("applies a physician's requested tag, or declines it", async () => {
    const physician = aUser('PHYSICIAN', { userId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f' });
    const tags = `/api/v1/users/${physician.userId}/referring-physician-tags`;
    serve(physician, (call) => {
      if (!call.url.startsWith(tags)) return undefined;
      if (call.method === 'POST') {
        return jsonResponse({ tags: ['CHEN^MARIA'], requestedTags: ['WONG^ALICE'] }, 201);
      }
      if (call.method === 'DELETE')
        return jsonResponse({ tags: ['CHEN^MARIA'], requestedTags: [] });
      return jsonResponse({ tags: [], requestedTags: ['CHEN^MARIA', 'WONG^ALICE'] });
    });
    renderPage(physician);

    const section = await screen.findByRole('region', { name: 'Referring physician tags' });
    const requests = await within(section).findByRole('list', {
      name: 'Awaiting an administrator',
    });
    await userEvent.click(
      within(requests).getByRole('button', { name: 'Apply the requested tag CHEN^MARIA' }),
    );
    const held = await within(section).findByRole('list', { name: 'Referring physician tags' });
    expect(within(held).getByText('CHEN^MARIA')).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Decline the request for WONG^ALICE' }),
    );
    await waitFor(() => {
      expect(within(section).queryByRole('list', { name: 'Awaiting an administrator' })).toBeNull();
    });
    expect(sent('POST')).toEqual([{ method: 'POST', url: tags, body: { tag: 'CHEN^MARIA' } }]);
    expect(sent('DELETE').map((call) => call.url)).toEqual([`${tags}?tag=WONG%5EALICE`]);
    expect(globalFailures).toEqual([]);
  });

  it('has no referring physician tags for other roles', async () => {
    serve(representative);
    renderPage(representative);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane DOE' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Referring physician tags' })).toBeNull();
    expect(calls.some((call) => call.url.includes('referring-physician-tags'))).toBe(false);
  });

  it('does not offer status actions on one’s own account', async () => {
    serve(administrator);
    renderPage(administrator, administrator);
    expect(
      await screen.findByText('You cannot change the status of your own account.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    serve(representative, () =>
      jsonResponse({ statusCode: 404, error: 'Not Found', message: 'User not found' }, 404),
    );
    renderPage(representative);
    expect(await screen.findByRole('alert')).toHaveTextContent('This user does not exist.');
    expect(globalFailures).toEqual([]);
  });
});
