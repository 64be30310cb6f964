import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleString } from '@sagitta/domain';
import { stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { aMember, anAie, anInstitution, INSTITUTION_ID, noContent } from '../test-support';
import InstitutionDetailPage from './institution-detail-page';

const surgeon = aMember();
const staff = aMember({
  userId: '9a8b7c6d-2222-4a35-9a1e-6f0f5b1c2d3e',
  firstName: 'Jonas',
  lastName: 'Berg',
  suffix: null,
  emailAddress: 'staff@sagitta.test',
  roles: [roleString('CLINICAL_STAFF')],
});

/** GET answers for the institution, its users and its AIE; `changes` answers the rest. */
function serve(changes: (call: RecordedCall) => Response = () => noContent()) {
  return stubApi((call) => {
    if (call.method !== 'GET') return changes(call);
    if (call.url.endsWith('/users')) return jsonResponse([surgeon, staff]);
    if (call.url.endsWith('/aie')) return jsonResponse(anAie());
    return jsonResponse(anInstitution());
  });
}

const renderDetail = (user = aUser('SYSTEM_ADMINISTRATOR')) =>
  renderInApp(<InstitutionDetailPage />, {
    path: '/detail-institution/:id',
    entry: `/detail-institution/${INSTITUTION_ID}`,
    user,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InstitutionDetailPage', () => {
  it('shows the information, terms, tier features, AIE, surgeons and other users', async () => {
    serve();
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Spine Center' }),
    ).toBeVisible();
    expect(screen.getByText('Texas')).toBeVisible();
    expect(screen.getByText('EOS-1001')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem'),
    ).toHaveLength(18);
    expect(await screen.findByText('No key')).toBeVisible();
    const surgeons = await screen.findByRole('table', { name: 'Surgeons' });
    expect(within(surgeons).getByText('Maria CHEN, MD')).toBeVisible();
    expect(within(surgeons).queryByText('Jonas BERG')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Other users' })).getByText('Jonas BERG'),
    ).toBeVisible();
  });

  it('gives a user administrator members to manage but no create, edit, status, delete or AIE controls', async () => {
    const { calls } = serve();
    renderDetail(aUser('USER_ADMINISTRATOR'));

    await screen.findByRole('table', { name: 'Surgeons' });
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute(
      'href',
      `/detail-institution-add-surgeon/${INSTITUTION_ID}`,
    );
    expect(
      screen.getByRole('button', { name: 'Remove Maria CHEN, MD from the institution' }),
    ).toBeVisible();
    for (const name of ['Edit information', 'Edit system', 'Edit tier', 'Configure AIE']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    for (const name of ['Disable', 'Activate', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'AIE' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/aie'))).toBe(false);
  });

  it('offers a system administrator every edit page', async () => {
    serve();
    renderDetail();

    await screen.findByRole('heading', { level: 1 });
    const base = `/update-institution/${INSTITUTION_ID}`;
    expect(screen.getByRole('link', { name: 'Edit information' })).toHaveAttribute(
      'href',
      `${base}/information`,
    );
    expect(screen.getByRole('link', { name: 'Edit system' })).toHaveAttribute(
      'href',
      `${base}/system`,
    );
    expect(screen.getByRole('link', { name: 'Edit tier' })).toHaveAttribute('href', `${base}/tier`);
    expect(screen.getByRole('link', { name: 'Configure AIE' })).toHaveAttribute(
      'href',
      `${base}/aie-configuration`,
    );
  });

  it('disables only after warning that its users lose access at once', async () => {
    const { calls } = serve((call) =>
      jsonResponse(anInstitution({ active: (call.body as { active: boolean }).active })),
    );
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Lakeside Spine Center?' });
    expect(dialog).toHaveTextContent(/lose access to their data at once/);
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Activate' })).toBeVisible();
    });
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `/api/v1/institutions/${INSTITUTION_ID}/active`,
      body: { active: false },
    });
  });

  it("reports a refused status change with 'Unable to change institution status'", async () => {
    const { globalFailures } = serve(() => jsonResponse({ message: 'Forbidden' }, 403));
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Lakeside Spine Center?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Unable to change institution status')).toBeVisible();
    expect(globalFailures).toEqual([]);
  });

  it('deletes after confirming and goes back to the list; a failure says so', async () => {
    let refuse = true;
    serve(() => (refuse ? jsonResponse({ message: 'Conflict' }, 409) : noContent()));
    const { router } = renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Lakeside Spine Center?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A problem occurred deleting the institution')).toBeVisible();

    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Lakeside Spine Center?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/institutions');
    });
  });

  it('removes a member after confirming', async () => {
    const { calls } = serve();
    renderDetail(aUser('USER_ADMINISTRATOR'));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Jonas BERG from the institution' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jonas BERG?' });
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await vi.waitFor(() => {
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
        {
          method: 'DELETE',
          url: `/api/v1/institutions/${INSTITUTION_ID}/users/${staff.userId}`,
          body: undefined,
        },
      ]);
    });
  });

  it('says so when the institution does not exist', async () => {
    stubApi(() => jsonResponse({ message: 'Institution not found' }, 404));
    renderDetail();

    expect(
      await screen.findByText('This institution does not exist or has been deleted.'),
    ).toBeVisible();
  });
});
