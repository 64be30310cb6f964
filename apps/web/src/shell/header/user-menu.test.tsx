import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultTierFeatures,
  ROLE_IDS,
  rolesFromStrings,
  type Connection,
  type RoleName,
  type User,
} from '@sagitta/domain';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { UserMenu, type UserMenuProps } from './user-menu';

let nextId = 0;
const connection = (
  firstName: string,
  lastName: string,
  role: RoleName,
  institutionName: string,
): Connection => {
  nextId += 1;
  return {
    connectionId: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    parentUserId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
    childUserEmail: `${firstName.toLowerCase()}@sagitta.test`,
    favorite: false,
    default: false,
    userId: `10000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    institutionId: null,
    roleIds: [ROLE_IDS[role]],
    institutionName,
    firstName,
    lastName,
    suffix: null,
    tierNumber: 3,
    tierFeatures: defaultTierFeatures(3),
    isBetaUser: false,
  };
};

function renderMenu(props: Partial<UserMenuProps> & { user: User }) {
  const handlers = { onSelectPhysician: vi.fn(), onLogout: vi.fn(), onNavigate: vi.fn() };
  renderInApp(
    <UserMenu
      roles={rolesFromStrings(props.user.roles)}
      connections={[]}
      selectedPhysicianId={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

/** The titles of the role-dependent sections shown, in order. */
const sections = () =>
  screen
    .queryAllByRole('group')
    .map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

describe('the user menu', () => {
  it('shows initials, the name, the profile link and logout', async () => {
    const { onLogout } = renderMenu({ user: aUser('PHYSICIAN') });
    expect(screen.getByText('MC')).toBeInTheDocument();
    expect(screen.getByText('Maria CHEN, MD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('truncates a long name at 20 characters with a tooltip on hover', async () => {
    renderMenu({
      user: aUser('PHYSICIAN', { firstName: 'Maximiliana', lastName: 'Castellanos-Villanueva' }),
    });
    const name = screen.getByLabelText('Maximiliana CASTELLANOS-VILLANUEVA, MD');
    expect(name).toHaveTextContent('Maximiliana CASTELLA…');
    await userEvent.hover(name);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Maximiliana CASTELLANOS-VILLANUEVA, MD',
    );
  });

  it('gives a physician the connections per institution, the institution and the states', () => {
    renderMenu({
      user: aUser('PHYSICIAN'),
      connections: [
        connection('Sam', 'Patel', 'CLINICAL_STAFF', 'Lakeside Spine Center'),
        connection('Riley', 'Brooks', 'SALES_REPRESENTATIVE', 'Northwind Medical'),
      ],
    });
    expect(sections()).toEqual(['Connections', 'Institution', 'Account states']);
    const connections = screen.getByRole('group', { name: 'Connections' });
    expect(within(connections).getByText('Northwind Medical')).toBeInTheDocument();
    expect(within(connections).getByText('Riley Brooks')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Institution' })).getByText('Tier 3'),
    ).toBeInTheDocument();
  });

  it('lists a clinical staff member’s surgeons, the current one first and marked', async () => {
    const first = connection('Maria', 'Chen', 'PHYSICIAN', 'Lakeside Spine Center');
    const second = connection('Daniel', 'Reyes', 'PHYSICIAN', 'Harbor Orthopedics');
    const { onSelectPhysician } = renderMenu({
      user: aUser('CLINICAL_STAFF', { firstName: 'Sam', lastName: 'Patel', suffix: null }),
      connections: [first, second],
      selectedPhysicianId: second.userId,
    });
    expect(sections()).toEqual(['Surgeons']);
    const surgeons = within(screen.getByRole('group', { name: 'Surgeons' })).getAllByRole('button');
    expect(surgeons.map((button) => button.textContent)).toEqual([
      'Daniel Reyescurrent',
      'Maria Chen',
    ]);
    expect(surgeons[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(surgeons[1]!);
    expect(onSelectPhysician).toHaveBeenCalledWith(first);
  });

  it('gives a sales rep the surgeons list and the account states by full name', () => {
    renderMenu({
      user: aUser('SALES_REPRESENTATIVE', { states: ['CA', 'NV'], institutionName: null }),
      connections: [connection('Maria', 'Chen', 'PHYSICIAN', 'Lakeside Spine Center')],
    });
    expect(sections()).toEqual(['Surgeons', 'Account states']);
    expect(screen.getByText('California, Nevada')).toBeInTheDocument();
  });

  it('gives a non-manager technician the connection status panel', () => {
    renderMenu({
      user: aUser('3DS_TECHNICIAN', {
        subrole: 'Modeling',
        userRoleProperties: { subRole: 'Modeling', inexperienced: true, onlineStatus: 'Paused' },
      }),
    });
    expect(sections()).toEqual(['Connection status']);
    const panel = screen.getByRole('group', { name: 'Connection status' });
    expect(within(panel).getByText('Hold')).toBeInTheDocument();
    expect(within(panel).getByText('Inexperienced')).toBeInTheDocument();
  });

  it.each<[RoleName, User['subrole']]>([
    ['3DS_TECHNICIAN', 'Manager'],
    ['ROD_MANUFACTURER', null],
    ['SYSTEM_ADMINISTRATOR', null],
    ['USER_ADMINISTRATOR', null],
  ])('gives %s %s no role sections', (role, subrole) => {
    renderMenu({ user: aUser(role, { subrole }) });
    expect(sections()).toEqual([]);
  });
});
