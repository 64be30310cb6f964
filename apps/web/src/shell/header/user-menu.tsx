import { Avatar, Divider, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  actsForPhysician,
  fullName,
  initials,
  isManager,
  isTechnician,
  ROLE_IDS,
  ROLES_WITH_STATES,
  stateName,
  truncateName,
  type Connection,
  type RoleName,
  type User,
} from '@sagitta/domain';
import { physicianConnections } from '../../lib/session/default-physician';
import classes from './user-menu.module.css';
import { UserMenuSection } from './user-menu-section';

export interface UserMenuProps {
  user: User;
  roles: readonly RoleName[];
  /** The user's connections, once loaded (physicians: their staff and reps; others: physicians). */
  connections: readonly Connection[] | undefined;
  selectedPhysicianId: string | null;
  onSelectPhysician: (connection: Connection) => void;
  onLogout: () => void;
  /** Called when the user follows a link in the menu, so that it closes. */
  onNavigate: () => void;
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Groups connections by institution name, keeping their order. */
function byInstitution(connections: readonly Connection[]): [string, Connection[]][] {
  const groups = new Map<string, Connection[]>();
  for (const connection of connections) {
    const key = connection.institutionName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), connection]);
  }
  return [...groups.entries()];
}

/** The user menu of seed §2: header, profile link, role-dependent sections, logout. */
export function UserMenu(props: UserMenuProps) {
  const { user, roles, connections, selectedPhysicianId, onSelectPhysician, onLogout, onNavigate } =
    props;
  const { t } = useTranslation();
  const name = fullName(user);
  const shown = truncateName(name);
  const isPhysician = roles.includes('PHYSICIAN');
  const technician = isTechnician({ roles }) && !isManager({ roles, subRole: user.subrole });
  const physicians = physicianConnections(connections ?? []);
  const current = physicians.find((physician) => physician.userId === selectedPhysicianId);
  const surgeons =
    current === undefined ? physicians : [current, ...physicians.filter((p) => p !== current)];
  const staffAndReps = (connections ?? []).filter(
    (connection) =>
      connection.roleIds.includes(ROLE_IDS.CLINICAL_STAFF) ||
      connection.roleIds.includes(ROLE_IDS.SALES_REPRESENTATIVE),
  );

  return (
    <Stack gap="xs" className={classes.menu}>
      <Group gap="sm" wrap="nowrap">
        <Avatar radius="xl" color="sagitta" aria-hidden>
          {initials(user)}
        </Avatar>
        <Tooltip label={name} disabled={!shown.truncated}>
          <Text fw={600} tabIndex={shown.truncated ? 0 : -1} aria-label={name}>
            {shown.text}
          </Text>
        </Tooltip>
      </Group>
      <Divider />
      <Link to="/profile" className={classes.entry} onClick={onNavigate}>
        {t('menu.profile')}
      </Link>

      {technician && (
        <UserMenuSection title={t('menu.connectionStatus')}>
          <Text size="sm">
            {t(`menu.onlineStatus.${user.userRoleProperties.onlineStatus ?? 'Offline'}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {user.userRoleProperties.inexperienced
              ? t('menu.inexperienced')
              : t('menu.experienced')}
          </Text>
        </UserMenuSection>
      )}

      {isPhysician && (
        <UserMenuSection title={t('menu.connections')}>
          {staffAndReps.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('menu.noConnections')}
            </Text>
          ) : (
            byInstitution(staffAndReps).map(([institution, members]) => (
              <div key={institution}>
                <Text size="xs" c="dimmed">
                  {institution === '' ? t('menu.noInstitution') : institution}
                </Text>
                {members.map((member) => (
                  <Text key={member.connectionId} size="sm">
                    {nameOf(member)}
                  </Text>
                ))}
              </div>
            ))
          )}
        </UserMenuSection>
      )}

      {isPhysician && (
        <UserMenuSection title={t('menu.institution')}>
          <Text size="sm">{user.institutionName ?? t('menu.noInstitution')}</Text>
          {user.institutionTier !== null && (
            <Text size="xs" c="dimmed">
              {t('menu.institutionTier', { tier: user.institutionTier })}
            </Text>
          )}
        </UserMenuSection>
      )}

      {actsForPhysician(roles) && (
        <UserMenuSection title={t('menu.surgeons')}>
          <ul className={classes.list}>
            {surgeons.map((surgeon) => {
              const isCurrent = surgeon.userId === selectedPhysicianId;
              return (
                <li key={surgeon.connectionId}>
                  <UnstyledButton
                    className={classes.entry}
                    data-current={isCurrent || undefined}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => {
                      onSelectPhysician(surgeon);
                    }}
                  >
                    {nameOf(surgeon)}
                    {isCurrent && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t('menu.currentSurgeon')}
                      </Text>
                    )}
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
        </UserMenuSection>
      )}

      {roles.some((role) => ROLES_WITH_STATES.includes(role)) && (
        <UserMenuSection title={t('menu.accountStates')}>
          {user.states.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('menu.noStates')}
            </Text>
          ) : (
            <Text size="sm">{user.states.map(stateName).join(', ')}</Text>
          )}
        </UserMenuSection>
      )}

      <Divider />
      <UnstyledButton className={classes.entry} onClick={onLogout}>
        {t('menu.logout')}
      </UnstyledButton>
    </Stack>
  );
}
