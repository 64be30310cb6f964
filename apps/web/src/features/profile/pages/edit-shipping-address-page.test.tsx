import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { enterText } from '../testing/enter-text';
import { renderProfilePage } from '../testing/render-profile-page';
import { STORED_ADDRESS } from '../testing/shipping-address';
import { callsTo, stubApi } from '../testing/stub-api';
import EditShippingAddressPage from './edit-shipping-address-page';

const user = aUser('PHYSICIAN');
const addressPath = `/api/v1/users/${user.userId}/shipping-address`;

const stored = STORED_ADDRESS;

/** Serves the stored address, and answers a save with what it was sent (or `failure`). */
function serve(address: typeof stored | null, failure?: { status: number; message: string }) {
  return stubApi({
    [`GET ${addressPath}`]: jsonResponse({ address }),
    [`PUT ${addressPath}`]: (call: RecordedCall) => {
      if (failure !== undefined) return jsonResponse({ message: failure.message }, failure.status);
      const sent = call.body as typeof stored;
      return jsonResponse({
        address: sent.street === '' ? null : { ...sent, addressId: stored.addressId },
      });
    },
    'GET /api/v1/users/self': jsonResponse(user),
  });
}

const renderAddress = () =>
  renderProfilePage(<EditShippingAddressPage />, {
    path: '/profile/edit/shipping-address',
    user,
  });

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Chooses a state in the searchable select, as a keyboard user would. */
async function chooseState(name: string) {
  const state = screen.getByRole('combobox', { name: 'State' });
  await enterText(state, name);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(state).toHaveValue(name);
}

beforeAll(() => {
  // jsdom lays nothing out; the select scrolls its active option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditShippingAddressPage', () => {
  it('starts from the stored address', async () => {
    serve(stored);
    renderAddress();

    expect(await screen.findByDisplayValue('1200 Harbor View Drive')).toBeVisible();
    expect(field('City')).toHaveValue('San Diego');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    expect(field('Zip')).toHaveValue('92101');
    expect(field('Country')).toHaveValue('United States');
  });

  it('refuses a partly filled address with the missing labels, without calling the server', async () => {
    const calls = serve(null);
    renderAddress();
    await enterText(await screen.findByRole('textbox', { name: 'City' }), 'San Diego');
    await chooseState('California');

    await save();

    expect(await screen.findByText('missing shipping address values: Street, Zip')).toBeVisible();
    expect(callsTo(calls, 'PUT', addressPath)).toEqual([]);
  });

  it('sends an empty address to remove it', async () => {
    const calls = serve(stored);
    const { router } = renderAddress();
    await screen.findByDisplayValue('1200 Harbor View Drive');
    for (const name of ['Street', 'City', 'Zip']) await userEvent.clear(field(name));
    await userEvent.clear(screen.getByRole('combobox', { name: 'State' }));

    await save();

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(callsTo(calls, 'PUT', addressPath).map((call) => call.body)).toEqual([
      { street: '', city: '', state: '', zip: '', country: '' },
    ]);
    expect(await screen.findByText('Your rod shipping address has been removed.')).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
  });

  it('saves a complete address, trimmed, with the default country', async () => {
    const calls = serve(null);
    const { router } = renderAddress();
    await enterText(await screen.findByRole('textbox', { name: 'Street' }), ' 9 Elm St ');
    await enterText(field('City'), 'Austin');
    await chooseState('Texas');
    await enterText(field('Zip'), '73301');

    await save();

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(callsTo(calls, 'PUT', addressPath)[0]?.body).toEqual({
      street: '9 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      country: 'United States',
    });
    expect(await screen.findByText('Your rod shipping address has been saved.')).toBeVisible();
  });

  it('refuses an invalid zip code before calling the server', async () => {
    const calls = serve(stored);
    renderAddress();
    await screen.findByDisplayValue('1200 Harbor View Drive');
    await enterText(field('Zip'), '9210');

    await save();

    expect(await screen.findByText('Zip is invalid')).toBeVisible();
    expect(callsTo(calls, 'PUT', addressPath)).toEqual([]);
  });

  it.each([
    [
      403,
      'Sales representatives have no rod shipping address',
      'Sales representatives have no rod shipping address',
    ],
    [400, 'missing shipping address values: City', 'missing shipping address values: City'],
    [500, 'Database unavailable', 'Rod shipping address update error'],
  ])('shows the failure of a save (%i)', async (status, message, shown) => {
    serve(stored, { status, message });
    const { router } = renderAddress();
    await screen.findByDisplayValue('1200 Harbor View Drive');

    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(router.state.location.pathname).toBe('/profile/edit/shipping-address');
  });
});
