import { ActionIcon, Anchor, Group, Popover, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  actsForPhysician,
  can,
  fullName,
  isInstitutionUser,
  isManager,
  isTechnician,
  rolesFromStrings,
  type Connection,
  type User,
} from '@sagitta/domain';
import { connectionsQuery, switchPhysician } from '../../lib/session/default-physician';
import { logout } from '../../lib/session/logout';
import { useSelectedPhysician } from '../../lib/session/use-selected-physician';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { PatientSearch } from './patient-search';
import { TechnicianPresence } from './technician-presence';
import { UserMenu } from './user-menu';

/** The page header of seed §2: breadcrumb, name linking to the profile, user menu. */
export function Header({ user, crumbs }: { user: User; crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, menu] = useDisclosure(false);
  const menuLabelId = useId();
  const roles = rolesFromStrings(user.roles);
  const hasConnections = roles.includes('PHYSICIAN') || actsForPhysician(roles);
  const connections = useQuery({ ...connectionsQuery(user.userId), enabled: hasConnections });
  const selected = useSelectedPhysician();
  const workingTechnician = isTechnician({ roles }) && !isManager({ roles, subRole: user.subrole });

  const selectPhysician = (connection: Connection) => {
    switchPhysician(connection);
    menu.close();
    void navigate('/patient/list');
  };

  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap">
      <Breadcrumb crumbs={crumbs} />
      <Group gap="xs" wrap="nowrap">
        {/* The practice jumps to a patient file from any page; 3D technicians reach their
            patients through their cases, and have no patient file page. */}
        {can(roles, 'patients:read') && isInstitutionUser(roles) && <PatientSearch />}
        {workingTechnician && <TechnicianPresence user={user} />}
        <Anchor component={Link} to="/profile" fw={600} c="inherit">
          {fullName(user)}
        </Anchor>
        <Popover
          opened={opened}
          onChange={menu.set}
          position="bottom-end"
          shadow="md"
          closeOnClickOutside
          closeOnEscape
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={menu.toggle}
              aria-label={opened ? t('header.closeMenu') : t('header.openMenu')}
              aria-expanded={opened}
            >
              <IconChevronDown size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          {/* Mantine labels the dropdown by its toggle ("Close the user menu") and drops an
              undefined override, so point it at a hidden label of its own. */}
          <Popover.Dropdown aria-labelledby={menuLabelId}>
            <VisuallyHidden id={menuLabelId}>{t('menu.label')}</VisuallyHidden>
            <UserMenu
              user={user}
              roles={roles}
              connections={connections.data}
              selectedPhysicianId={selected?.userId ?? null}
              onSelectPhysician={selectPhysician}
              onLogout={logout}
              onNavigate={menu.close}
            />
          </Popover.Dropdown>
        </Popover>
      </Group>
    </Group>
  );
}
