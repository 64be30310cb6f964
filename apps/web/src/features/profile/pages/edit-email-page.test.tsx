import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { enterText } from '../testing/enter-text';
import { renderProfilePage } from '../testing/render-profile-page';
import { callsTo, stubApi } from '../testing/stub-api';
import EditEmailPage from './edit-email-page';

const user = aUser('CLINICAL_STAFF');
const emailPath = `/api/v1/users/${user.userId}/email`;

const renderEmail = () =>
  renderProfilePage(<EditEmailPage />, { path: '/profile/edit/email', user });

const emailInput = () => screen.getByRole('textbox', { name: /^New email/ });
const passwordInput = () => screen.getByLabelText(/^Current password/);

async function fillAndSave(email: string, password: string) {
  await enterText(emailInput(), email);
  await enterText(passwordInput(), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditEmailPage', () => {
  it("shows 'User already exists' by the email field when the address is taken (409)", async () => {
    const calls = stubApi({
      [`PUT ${emailPath}`]: jsonResponse(
        { statusCode: 409, error: 'Conflict', message: 'User already exists' },
        409,
      ),
    });
    const { router } = renderEmail();

    await fillAndSave('taken@sagitta.test', 'correct horse battery');

    expect(await screen.findByText('User already exists')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(/User already exists/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/edit/email');
    expect(callsTo(calls, 'PUT', emailPath)[0]?.body).toEqual({
      emailAddress: 'taken@sagitta.test',
      currentPassword: 'correct horse battery',
    });
  });

  it('shows a wrong password by the password field (400)', async () => {
    stubApi({
      [`PUT ${emailPath}`]: jsonResponse({ message: 'Current password is incorrect' }, 400),
    });
    renderEmail();

    await fillAndSave('new@sagitta.test', 'wrong');

    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription(/Current password is incorrect/);
  });

  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderEmail();

    await userEvent.type(emailInput(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('changes the email, reloads the user and goes back to My Account', async () => {
    const changed = { ...user, emailAddress: 'new@sagitta.test' };
    const calls = stubApi({
      [`PUT ${emailPath}`]: jsonResponse(changed),
      'GET /api/v1/users/self': jsonResponse(changed),
    });
    const { router } = renderEmail();

    await fillAndSave('  New@Sagitta.test ', 'correct horse battery');

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(await screen.findByText('Your email has been changed.')).toBeVisible();
    expect(callsTo(calls, 'PUT', emailPath)[0]?.body).toEqual({
      emailAddress: 'New@Sagitta.test',
      currentPassword: 'correct horse battery',
    });
    expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
  });

  it('says so when too many attempts were made (429)', async () => {
    stubApi({
      [`PUT ${emailPath}`]: jsonResponse({ message: 'Too many requests, retry later' }, 429),
    });
    renderEmail();

    await fillAndSave('new@sagitta.test', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, retry later');
  });
});
