import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { enterText } from '../testing/enter-text';
import { renderProfilePage } from '../testing/render-profile-page';
import { callsTo, stubApi } from '../testing/stub-api';
import EditStatesPage from './edit-states-page';

const user = aUser('SALES_REPRESENTATIVE', { states: ['CA'] });
const profilePath = `/api/v1/users/${user.userId}/profile`;

const renderStates = () =>
  renderProfilePage(<EditStatesPage />, { path: '/profile/edit/states', user });

beforeAll(() => {
  // jsdom lays nothing out; the select scrolls its active option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditStatesPage', () => {
  it('adds a state chosen by full name and saves the codes', async () => {
    const saved = { ...user, states: ['CA', 'TX'] };
    const calls = stubApi({
      [`PATCH ${profilePath}`]: jsonResponse(saved),
      'GET /api/v1/users/self': jsonResponse(saved),
    });
    const { router } = renderStates();
    expect(screen.getByText('California')).toBeVisible();

    await enterText(screen.getByRole('combobox', { name: 'States' }), 'Texas');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(callsTo(calls, 'PATCH', profilePath)[0]?.body).toEqual({ states: ['CA', 'TX'] });
    expect(await screen.findByText('Your account states have been saved.')).toBeVisible();
  });

  it('says the change failed when the server refuses it', async () => {
    stubApi({ [`PATCH ${profilePath}`]: jsonResponse({ message: 'Forbidden' }, 403) });
    renderStates();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we were not able to make the change',
    );
  });
});
