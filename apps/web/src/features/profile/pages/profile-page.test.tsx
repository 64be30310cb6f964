import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS, type Connection, type User } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderProfilePage } from '../testing/render-profile-page';
import { STORED_ADDRESS } from '../testing/shipping-address';
import { callsTo, stubApi } from '../testing/stub-api';
import ProfilePage from './profile-page';

const physician = aUser('PHYSICIAN', {
  phone: '6195550142',
  npi: '1234567893',
  institutionRole: 'Surgeon',
});
const salesRep = aUser('SALES_REPRESENTATIVE', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c02',
  firstName: 'Sam',
  lastName: 'Ortiz',
  suffix: null,
  states: ['tx', 'CA'],
});
const technician = aUser('3DS_TECHNICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c03',
  subrole: 'Modeling',
  institutionName: null,
  userRoleProperties: { subRole: 'Modeling', inexperienced: false, onlineStatus: 'Paused' },
});

const path = (user: User, rest: string) => `/api/v1/users/${user.userId}/${rest}`;

const connection = (overrides: Partial<Connection>): Connection => ({
  connectionId: crypto.randomUUID(),
  parentUserId: physician.userId,
  childUserEmail: 'staff@sagitta.test',
  favorite: false,
  default: false,
  userId: crypto.randomUUID(),
  institutionId: null,
  roleIds: [ROLE_IDS.CLINICAL_STAFF],
  institutionName: 'Lakeside Spine Center',
  firstName: 'Ada',
  lastName: 'Byrne',
  suffix: null,
  tierNumber: 3,
  tierFeatures: [],
  isBetaUser: false,
  ...overrides,
});

const renderProfile = (user: User) =>
  renderProfilePage(<ProfilePage />, { path: '/profile', user });

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('ProfilePage', () => {
  it('shows a physician their information, connections, states and rod shipping address', async () => {
    stubApi({
      [`GET ${path(physician, 'connections')}`]: jsonResponse([connection({})]),
      [`GET ${path(physician, 'shipping-address')}`]: jsonResponse({ address: STORED_ADDRESS }),
    });
    renderProfile(physician);

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const information = section('Information');
    expect(within(information).getByText('Maria CHEN, MD')).toBeVisible();
    expect(within(information).getByText('(619) 555 0142')).toBeVisible();
    expect(within(information).getByText('Physician')).toBeVisible();
    expect(within(information).getByText('Surgeon')).toBeVisible();
    expect(within(information).getByRole('link', { name: 'Edit email' })).toHaveAttribute(
      'href',
      '/profile/edit/email',
    );
    expect(within(information).getByRole('link', { name: 'Edit phone' })).toHaveAttribute(
      'href',
      '/profile/edit/phone',
    );
    expect(within(information).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      `/profile/edit/password/${physician.userId}`,
    );

    const preferences = section('Preferences');
    expect(
      within(preferences).getByRole('switch', { name: /^Always add a rod to the plan/ }),
    ).not.toBeChecked();

    const connections = await screen.findByRole('table', { name: 'Connections' });
    expect(within(connections).getByRole('row', { name: /Ada BYRNE/ })).toHaveTextContent(
      'Clinical Staff',
    );

    const shipping = section('Rod shipping address');
    expect(await within(shipping).findByText('1200 Harbor View Drive')).toBeVisible();
    expect(within(shipping).getByText('San Diego, California 92101')).toBeVisible();
    expect(
      within(shipping).getByRole('link', { name: 'Edit rod shipping address' }),
    ).toHaveAttribute('href', '/profile/edit/shipping-address');
    // Physicians have account states too, the states they are licensed in
    // (docs/decisions.md#account-states-for-physicians).
    expect(within(section('Account states')).getByText('No states on this account.')).toBeVisible();
    expect(
      screen.queryByRole('region', { name: '3DS technician properties' }),
    ).not.toBeInTheDocument();
  });

  it('says so when a physician has no shipping address and no connections', async () => {
    stubApi({
      [`GET ${path(physician, 'connections')}`]: jsonResponse([]),
      [`GET ${path(physician, 'shipping-address')}`]: jsonResponse({ address: null }),
    });
    renderProfile(physician);

    expect(
      await within(section('Rod shipping address')).findByText('No shipping address'),
    ).toBeVisible();
    expect(
      await within(section('Connections')).findByText('No Connections Established'),
    ).toBeVisible();
  });

  it('shows a sales representative their states by full name, and no shipping address', async () => {
    const calls = stubApi({
      [`GET ${path(salesRep, 'connections')}`]: jsonResponse([
        connection({ roleIds: [ROLE_IDS.PHYSICIAN], firstName: 'Maria', lastName: 'Chen' }),
      ]),
    });
    renderProfile(salesRep);

    const states = section('Account states');
    expect(within(states).getByText('California, Texas')).toBeVisible();
    expect(within(states).getByRole('link', { name: 'Edit account states' })).toHaveAttribute(
      'href',
      '/profile/edit/states',
    );
    expect(await screen.findByRole('row', { name: /Maria CHEN/ })).toHaveTextContent('Physician');
    expect(screen.queryByRole('region', { name: 'Rod shipping address' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: /^Always add a rod to the plan/ }),
    ).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', path(salesRep, 'shipping-address'))).toEqual([]);
  });

  it('lets a technician toggle the experienced flag, saved as inexperienced, and reloads the user', async () => {
    const calls = stubApi({
      [`PATCH ${path(technician, 'profile')}`]: jsonResponse({
        ...technician,
        userRoleProperties: { ...technician.userRoleProperties, inexperienced: true },
      }),
      'GET /api/v1/users/self': jsonResponse({
        ...technician,
        userRoleProperties: { ...technician.userRoleProperties, inexperienced: true },
      }),
    });
    renderProfile(technician);

    const properties = section('3DS technician properties');
    expect(within(properties).getByText('Modeling')).toBeVisible();
    expect(within(properties).getByText('Hold')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Connections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account states' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rod shipping address' })).not.toBeInTheDocument();
    const experienced = within(properties).getByRole('checkbox', { name: /Experienced/ });
    expect(experienced).toBeChecked();

    await userEvent.click(experienced);

    expect(experienced).not.toBeChecked();
    expect(await screen.findByText('Your technician properties have been saved.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', path(technician, 'profile')).map((call) => call.body)).toEqual([
      { inexperienced: true },
    ]);
    await vi.waitFor(() => {
      expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
    });
    expect(experienced).not.toBeChecked();
  });

  it('gives a technician manager no experienced checkbox', () => {
    stubApi({});
    renderProfile({
      ...technician,
      subrole: 'Manager',
      userRoleProperties: { subRole: 'Manager', inexperienced: false, onlineStatus: null },
    });

    const properties = section('3DS technician properties');
    expect(within(properties).getByText('Manager')).toBeVisible();
    expect(within(properties).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('saves a notification preference at once, with every preference in the body', async () => {
    const saved = {
      ...technician,
      notificationPreferences: { ...technician.notificationPreferences, mobile: true },
    };
    const calls = stubApi({
      [`PATCH ${path(technician, 'profile')}`]: jsonResponse(saved),
      'GET /api/v1/users/self': jsonResponse(saved),
    });
    renderProfile(technician);

    await userEvent.click(screen.getByRole('switch', { name: 'Mobile notifications' }));

    expect(await screen.findByText('Your preference has been saved.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', path(technician, 'profile'))[0]?.body).toEqual({
      notificationPreferences: {
        email: true,
        mobile: true,
        pendingCompletion: true,
        pendingCaseScheduling: true,
        pendingApproval: true,
      },
    });
    expect(screen.getByRole('switch', { name: 'Mobile notifications' })).toBeChecked();
    await vi.waitFor(() => {
      expect(callsTo(calls, 'GET', '/api/v1/users/self')).toHaveLength(1);
    });
  });

  it.each([500, 400, 403])(
    'puts a preference back and says so when the server refuses it (%i)',
    async (status) => {
      let refuse: () => void = () => undefined;
      const calls = stubApi({
        [`PATCH ${path(physician, 'profile')}`]: () =>
          new Promise<Response>((resolve) => {
            refuse = () => {
              resolve(jsonResponse({ message: 'nope' }, status));
            };
          }),
        // The reload never answers here: what the switch shows comes from the rollback alone.
        'GET /api/v1/users/self': () => new Promise<Response>(() => undefined),
        [`GET ${path(physician, 'connections')}`]: jsonResponse([]),
        [`GET ${path(physician, 'shipping-address')}`]: jsonResponse({ address: null }),
      });
      renderProfile(physician);
      const email = screen.getByRole('switch', { name: 'Email notifications' });
      const mobile = screen.getByRole('switch', { name: 'Mobile notifications' });
      expect(email).toBeChecked();

      await userEvent.click(email);
      expect(email).not.toBeChecked();
      await vi.waitFor(() => {
        expect(callsTo(calls, 'PATCH', path(physician, 'profile'))).toHaveLength(1);
      });
      refuse();

      expect(await screen.findByText('Sorry, we were not able to make the change')).toBeVisible();
      expect(email).toBeChecked();
      expect(mobile).not.toBeChecked();
      expect(screen.queryByText('Your preference has been saved.')).not.toBeInTheDocument();
      expect(callsTo(calls, 'PATCH', path(physician, 'profile'))[0]?.body).toMatchObject({
        notificationPreferences: { email: false },
      });
    },
  );

  it('saves the always-add-rod preference of a physician', async () => {
    const saved = { ...physician, alwaysAddRodToPlan: true };
    const calls = stubApi({
      [`PATCH ${path(physician, 'profile')}`]: jsonResponse(saved),
      'GET /api/v1/users/self': jsonResponse(saved),
      [`GET ${path(physician, 'connections')}`]: jsonResponse([]),
      [`GET ${path(physician, 'shipping-address')}`]: jsonResponse({ address: null }),
    });
    renderProfile(physician);
    await userEvent.click(screen.getByRole('switch', { name: /^Always add a rod to the plan/ }));

    expect(await screen.findByText('Your preference has been saved.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', path(physician, 'profile'))[0]?.body).toEqual({
      alwaysAddRodToPlan: true,
    });
  });

  it('shows how the Patients page and the patient file open, and saves a new choice at once', async () => {
    const preferencesPath = `/api/v1/portal/preferences/${physician.userId}`;
    const stored = { patientsTab: 'favorites', patientFileTab: 'EOS', patientListSort: 'name' };
    const calls = stubApi({
      [`GET ${preferencesPath}`]: jsonResponse(stored),
      [`PATCH ${preferencesPath}`]: (call) => jsonResponse({ ...stored, ...(call.body as object) }),
      [`GET ${path(physician, 'connections')}`]: jsonResponse([]),
      [`GET ${path(physician, 'shipping-address')}`]: jsonResponse({ address: null }),
    });
    renderProfile(physician);
    const display = section('Display');
    const opensOn = within(display).getByRole('combobox', { name: 'The Patients page opens on' });
    await vi.waitFor(() => {
      expect(opensOn).toHaveValue('favorites');
    });

    await userEvent.selectOptions(
      within(display).getByRole('combobox', { name: 'Order the patient list by' }),
      'last-exam',
    );

    expect(await screen.findByText('Your preference has been saved.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', preferencesPath).map((call) => call.body)).toEqual([
      { patientListSort: 'last-exam' },
    ]);
    expect(
      within(display).getByRole('combobox', { name: 'Order the patient list by' }),
    ).toHaveValue('last-exam');
  });

  it('gives a technician no display preferences: they have no Patients page', () => {
    stubApi({});
    renderProfile(technician);
    expect(screen.queryByRole('region', { name: 'Display' })).not.toBeInTheDocument();
  });
});
