import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { hrefFor, type RouteName, type User } from '@sagitta/domain';
import { PAGES } from '../../app/pages';
import { navigationUser } from '../../lib/session/current-user';
import { useSelectedPhysician } from '../../lib/session/use-selected-physician';
import { Header } from '../header/header';
import type { Crumb } from '../header/breadcrumb';
import { NavigationBar } from '../navigation/navigation-bar';
import classes from './app-frame.module.css';

/** The signed-in frame: navigation bar on the left, header on top, the page in between. */
export function AppFrame({
  user,
  routeName,
  children,
}: {
  user: User;
  routeName: RouteName;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useSelectedPhysician(); // re-render when the acting physician changes: tier gating follows it
  const crumbs: Crumb[] = [
    ...(PAGES[routeName].parents ?? []).map((parent) => ({
      title: t(`routes.${parent}`),
      to: hrefFor(parent),
    })),
    { title: t(`routes.${routeName}`) },
  ];
  return (
    <AppShell navbar={{ width: 100, breakpoint: 0 }} header={{ height: 60 }} padding="lg">
      <a href="#main-content" className={classes.skip}>
        {t('common.skipToContent')}
      </a>
      <AppShell.Header>
        <Header user={user} crumbs={crumbs} />
      </AppShell.Header>
      <AppShell.Navbar>
        <NavigationBar user={user} navigationUser={navigationUser(user)} />
      </AppShell.Navbar>
      <Notifications limit={5} zIndex={1100} />
      <AppShell.Main id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
