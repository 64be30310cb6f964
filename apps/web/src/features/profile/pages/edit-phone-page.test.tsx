import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderProfilePage } from '../testing/render-profile-page';
import { callsTo, stubApi } from '../testing/stub-api';
import EditPhonePage from './edit-phone-page';

const user = aUser('PHYSICIAN', { phone: '6195550142' });
const profilePath = `/api/v1/users/${user.userId}/profile`;

const renderPhone = () =>
  renderProfilePage(<EditPhonePage />, { path: '/profile/edit/phone', user });

const phoneInput = () => screen.getByRole('textbox', { name: /^Phone/ });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditPhonePage', () => {
  it('shows the current number masked, and masks digits as they are typed', async () => {
    stubApi({});
    renderPhone();
    const phone = phoneInput();
    expect(phone).toHaveValue('(619) 555 0142');

    await userEvent.clear(phone);
    await userEvent.type(phone, '555');
    expect(phone).toHaveValue('(555');
    await userEvent.type(phone, '1a2-3');
    expect(phone).toHaveValue('(555) 123');
    await userEvent.type(phone, '4567 89');
    expect(phone).toHaveValue('(555) 123 4567');
  });

  it("refuses an incomplete number with 'Invalid phone number format' and sends nothing", async () => {
    const calls = stubApi({});
    renderPhone();

    await userEvent.clear(phoneInput());
    await userEvent.type(phoneInput(), '55512');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid phone number format')).toBeVisible();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves the digits, reloads the user, says so and goes back to My Account', async () => {
    const saved = { ...user, phone: '5551234567' };
    const calls = stubApi({
      [`PATCH ${profilePath}`]: jsonResponse(saved),
      'GET /api/v1/users/self': jsonResponse(saved),
    });
    const { router } = renderPhone();

    await userEvent.clear(phoneInput());
    await userEvent.type(phoneInput(), '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(await screen.findByText('Your phone number has been saved.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', profilePath).map((call) => call.body)).toEqual([
      { phone: '5551234567' },
    ]);
    expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
  });

  it('removes the number when the field is left empty', async () => {
    const calls = stubApi({
      [`PATCH ${profilePath}`]: jsonResponse({ ...user, phone: null }),
      'GET /api/v1/users/self': jsonResponse({ ...user, phone: null }),
    });
    const { router } = renderPhone();

    await userEvent.clear(phoneInput());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(callsTo(calls, 'PATCH', profilePath)[0]?.body).toEqual({ phone: null });
  });

  it('says the change failed and stays on the page when the server refuses it', async () => {
    stubApi({ [`PATCH ${profilePath}`]: jsonResponse({ message: 'Database unavailable' }, 500) });
    const { router } = renderPhone();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we were not able to make the change',
    );
    expect(router.state.location.pathname).toBe('/profile/edit/phone');
  });

  it('goes back to My Account on Cancel', async () => {
    const calls = stubApi({});
    const { router } = renderPhone();

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(router.state.location.pathname).toBe('/profile');
    expect(calls).toEqual([]);
  });
});
