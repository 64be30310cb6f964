import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderProfilePage } from '../testing/render-profile-page';
import { callsTo, stubApi } from '../testing/stub-api';
import EditTechnicianPage from './edit-technician-page';

const technician = aUser('3DS_TECHNICIAN', {
  subrole: 'Planning',
  userRoleProperties: { subRole: 'Planning', inexperienced: true, onlineStatus: 'Online' },
});
const profilePath = `/api/v1/users/${technician.userId}/profile`;

const renderTechnician = (user: User) =>
  renderProfilePage(<EditTechnicianPage />, { path: '/profile/edit/technician', user });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditTechnicianPage', () => {
  it('saves the experienced checkbox as not inexperienced', async () => {
    const saved = {
      ...technician,
      userRoleProperties: { ...technician.userRoleProperties, inexperienced: false },
    };
    const calls = stubApi({
      [`PATCH ${profilePath}`]: jsonResponse(saved),
      'GET /api/v1/users/self': jsonResponse(saved),
    });
    const { router } = renderTechnician(technician);
    const experienced = screen.getByRole('checkbox', { name: /^Experienced/ });
    expect(experienced).not.toBeChecked();

    await userEvent.click(experienced);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(callsTo(calls, 'PATCH', profilePath)[0]?.body).toEqual({ inexperienced: false });
    expect(await screen.findByText('Your technician properties have been saved.')).toBeVisible();
  });

  it('has nothing to save for a manager', () => {
    stubApi({});
    renderTechnician({
      ...technician,
      subrole: 'Manager',
      userRoleProperties: { subRole: 'Manager', inexperienced: false, onlineStatus: null },
    });

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });
});
