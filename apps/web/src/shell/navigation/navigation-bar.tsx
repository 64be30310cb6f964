import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconInboxOff,
  IconInfoCircle,
  IconListSearch,
  IconLogout,
  IconPackage,
  IconShieldLock,
  IconStack2,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Avatar, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, initials, type NavigationUser, type User } from '@sagitta/domain';
import { logout } from '../../lib/session/logout';
import { Logo } from '../logo';
import classes from './navigation-bar.module.css';
import { NavigationLink } from './navigation-link';
import { navigationItems, type NavigationItemKey } from './navigation-items';

const ICONS = {
  users: IconUsers,
  institutions: IconBuildingHospital,
  'unassigned-exams': IconInboxOff,
  audit: IconListSearch,
  actions: IconChecklist,
  patients: IconUsersGroup,
  calendar: IconCalendarEvent,
  analytics: IconChartBar,
  cases: IconStack2,
  'case-analytics': IconChartBar,
  orders: IconPackage,
} as const satisfies Record<NavigationItemKey, unknown>;

const LABELS = {
  users: 'navigation.users',
  institutions: 'navigation.institutions',
  'unassigned-exams': 'unassignedExams.navigation',
  audit: 'audit.navigation',
  actions: 'navigation.actions',
  patients: 'navigation.patients',
  calendar: 'navigation.calendar',
  analytics: 'navigation.analytics',
  cases: 'navigation.cases',
  'case-analytics': 'navigation.analytics',
  orders: 'navigation.orders',
} as const satisfies Record<NavigationItemKey, string>;

interface NavigationBarProps {
  user: User;
  navigationUser: NavigationUser;
}

/** The side navigation bar of seed §2. */
export function NavigationBar({ user, navigationUser }: NavigationBarProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  const isSalesRep = navigationUser.roles.includes('SALES_REPRESENTATIVE');
  return (
    <nav className={classes.bar} aria-label={t('navigation.label')}>
      <Logo />
      <Tooltip label={t('navigation.accountInitials', { name })} position="right">
        <Avatar
          color="white"
          variant="outline"
          radius="xl"
          aria-label={t('navigation.accountInitials', { name })}
          role="img"
        >
          {initials(user)}
        </Avatar>
      </Tooltip>
      <ul className={classes.list}>
        {navigationItems(navigationUser).map((item) => (
          <li key={item.key}>
            <NavigationLink
              label={t(LABELS[item.key])}
              icon={ICONS[item.key]}
              to={item.to}
              disabledReason={item.disabled === null ? null : t(`navigation.${item.disabled}`)}
            />
          </li>
        ))}
      </ul>
      <div className={classes.spacer} />
      {isSalesRep && (
        <Tooltip label={t('navigation.hipaa')} position="right" multiline w={240}>
          <Text component="span" size="xs" ta="center" role="note" tabIndex={0}>
            <IconShieldLock size={20} aria-hidden />
            <br />
            {t('navigation.hipaaBadge')}
            <span className={classes.visuallyHidden}>{t('navigation.hipaa')}</span>
          </Text>
        </Tooltip>
      )}
      <ul className={classes.list}>
        <li>
          <NavigationLink label={t('navigation.info')} icon={IconInfoCircle} to="/info" />
        </li>
        <li>
          <NavigationLink label={t('navigation.account')} icon={IconUserCircle} to="/profile" />
        </li>
        <li>
          <NavigationLink label={t('navigation.logout')} icon={IconLogout} onClick={logout} />
        </li>
      </ul>
    </nav>
  );
}
