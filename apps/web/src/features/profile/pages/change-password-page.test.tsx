import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { enterText } from '../testing/enter-text';
import { renderProfilePage } from '../testing/render-profile-page';
import { callsTo, stubApi } from '../testing/stub-api';
import ChangePasswordPage from './change-password-page';

const user = aUser('3DS_TECHNICIAN', { subrole: 'Planning' });
const passwordPath = `/api/v1/users/${user.userId}/password`;
const STRONG = 'Sagittal-plane-42';

const renderPassword = (id = user.userId) =>
  renderProfilePage(<ChangePasswordPage />, {
    path: '/profile/edit/password/:id',
    entry: `/profile/edit/password/${id}`,
    user,
  });

const current = () => screen.getByLabelText(/^Current password/);
const next = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm the new password/);
const status = () => screen.getByRole('status');

async function fill(currentPassword: string, newPassword: string, repeated = newPassword) {
  await enterText(current(), currentPassword);
  await enterText(next(), newPassword);
  await enterText(confirmation(), repeated);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('ChangePasswordPage', () => {
  it('shows the password rules live as the new password is typed', async () => {
    stubApi({});
    renderPassword();
    expect(status()).toHaveTextContent('');

    await enterText(current(), 'Old-password-1234');
    await enterText(next(), 'short');
    expect(status()).toHaveTextContent(PASSWORD_RULE_MESSAGES.length);

    await enterText(next(), 'alllowercaseletters');
    expect(status()).toHaveTextContent(PASSWORD_RULE_MESSAGES.classes);

    await enterText(next(), 'Old-password-1234');
    expect(status()).toHaveTextContent(PASSWORD_RULE_MESSAGES.unchanged);

    await enterText(next(), STRONG);
    expect(status()).toHaveTextContent('The new password meets the rules.');

    await enterText(confirmation(), 'Sagittal');
    expect(status()).toHaveTextContent(PASSWORD_RULE_MESSAGES.confirmation);
    await userEvent.type(confirmation(), '-plane-42');
    expect(status()).toHaveTextContent('The new password meets the rules.');
  });

  it('refuses a mismatched confirmation by its field, without calling the server', async () => {
    const calls = stubApi({});
    renderPassword();

    await fill('Old-password-1234', STRONG, `${STRONG}!`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation()).toHaveAccessibleDescription(PASSWORD_RULE_MESSAGES.confirmation);
    expect(calls).toEqual([]);
  });

  it('changes the password, reloads the user and goes back to My Account', async () => {
    const calls = stubApi({
      [`PUT ${passwordPath}`]: jsonResponse(user),
      'GET /api/v1/users/self': jsonResponse(user),
    });
    const { router } = renderPassword();

    await fill('Old-password-1234', STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(callsTo(calls, 'PUT', passwordPath)[0]?.body).toEqual({
      currentPassword: 'Old-password-1234',
      newPassword: STRONG,
    });
    expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
  });

  it.each([
    [400, 'Current password is incorrect', 'Current password is incorrect'],
    [429, 'Too many requests', 'Password reset error'],
    [500, 'Database unavailable', 'Password reset error'],
  ])('reports a refused change (%i)', async (status, message, shown) => {
    stubApi({ [`PUT ${passwordPath}`]: jsonResponse({ message }, status) });
    const { router } = renderPassword();

    await fill('Old-password-1234', STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(router.state.location.pathname).toBe(`/profile/edit/password/${user.userId}`);
  });

  it("offers no form for another account's password", () => {
    stubApi({});
    renderPassword('5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c99');

    expect(screen.getByRole('alert')).toHaveTextContent('You can change only your own password.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
