import type { ComponentType } from 'react';
import type { RouteName } from '@sagitta/domain';
import * as signInPage from '../features/auth/pages/sign-in-page';

/** Shell: navigation bar and header around the page. Bare: the page alone (sign-in, errors …). */
export type Layout = 'shell' | 'bare';

export interface PageDefinition {
  layout: Layout;
  /** Breadcrumb entries before the page's own title (seed §2: linked entries). */
  parents?: readonly RouteName[];
  load: () => Promise<{ default: ComponentType }>;
}

const placeholder = () => import('../shell/page-placeholder');
const shell = (parents?: readonly RouteName[]): PageDefinition => ({
  layout: 'shell',
  load: placeholder,
  ...(parents === undefined ? {} : { parents }),
});

/**
 * The page of every route. Pages of later areas render the shell, their title and breadcrumb,
 * and get their content with those areas. Every page is its own chunk (route-level splitting).
 */
export const PAGES: Readonly<Record<RouteName, PageDefinition>> = {
  // The first page of every visit comes with the app: its libraries are in the start-up chunk,
  // the signed-in pages' libraries are not (the sign-in page's bytes, bench:web).
  worklist: { layout: 'bare', load: () => Promise.resolve(signInPage) },
  'set-password': { layout: 'bare', load: () => import('./set-password-dispatch') },
  'request-account': {
    layout: 'bare',
    load: () => import('../features/access-requests/pages/request-account-page'),
  },
  eula: { layout: 'bare', load: () => import('../features/eula/pages/eula-page') },
  info: { layout: 'shell', load: () => import('../features/info/pages/info-page') },
  'bmd-info': { layout: 'bare', load: () => import('../features/info/pages/info-page') },
  'status-error': { layout: 'bare', load: () => import('../shell/status-error/status-error-page') },
  'coming-soon': { layout: 'shell', load: () => import('../shell/coming-soon-page') },
  app: { layout: 'bare', load: placeholder },
  actions: { layout: 'shell', load: () => import('../features/actions/pages/actions-page') },
  'case-analytics': {
    layout: 'shell',
    load: () => import('../features/cases/pages/case-analytics-page'),
  },
  institutions: {
    layout: 'shell',
    load: () => import('../features/institutions/pages/institutions-page'),
  },
  'new-institution': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/new-institution-page'),
  },
  'detail-institution': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/institution-detail-page'),
  },
  'detail-institution-add-surgeon': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/add-member-page'),
  },
  'update-institution-aie': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/update-aie-page'),
  },
  'update-institution-info': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/update-information-page'),
  },
  'update-institution-system': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/update-system-page'),
  },
  'update-institution-tier': {
    layout: 'shell',
    parents: ['institutions'],
    load: () => import('../features/institutions/pages/update-tier-page'),
  },
  users: { layout: 'shell', load: () => import('../features/users/pages/users-page') },
  'new-user': {
    layout: 'shell',
    parents: ['users'],
    load: () => import('../features/users/pages/user-new-page'),
  },
  'detail-user': {
    layout: 'shell',
    parents: ['users'],
    load: () => import('../features/users/pages/user-detail-page'),
  },
  'update-administrator-info': {
    layout: 'shell',
    parents: ['users'],
    load: () => import('../features/users/pages/user-edit-page'),
  },
  'user-edit-connection': {
    layout: 'shell',
    parents: ['users'],
    load: () => import('../features/connections/pages/connections-page'),
  },
  outbox: {
    layout: 'shell',
    parents: ['users'],
    load: () => import('../features/users/pages/outbox-page'),
  },
  'user-profile': { layout: 'shell', load: () => import('../features/profile/pages/profile-page') },
  'profile-edit-email': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/edit-email-page'),
  },
  'profile-edit-technician': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/edit-technician-page'),
  },
  'profile-edit-phone': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/edit-phone-page'),
  },
  'profile-edit-shipping-address': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/edit-shipping-address-page'),
  },
  'profile-edit-states': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/edit-states-page'),
  },
  'profile-edit-password': {
    layout: 'shell',
    parents: ['user-profile'],
    load: () => import('../features/profile/pages/change-password-page'),
  },
  'patient-list': { layout: 'shell', load: () => import('./patients-page') },
  'detail-patient': {
    layout: 'shell',
    parents: ['patient-list'],
    load: () => import('../features/patient-file/pages/patient-file-page'),
  },
  '3d-services-list-default': shell(),
  '3d-services-list-technician': {
    layout: 'shell',
    load: () => import('../features/cases/pages/technician-cases-page'),
  },
  '3d-services-list-manager': {
    layout: 'shell',
    load: () => import('../features/cases/pages/manager-cases-page'),
  },
  '3d-services-history': {
    layout: 'shell',
    parents: ['3d-services-list-default'],
    load: () => import('../features/cases/pages/case-history-page'),
  },
  'case-calendar': shell(),
  analytics: shell(),
  'mobile-patient-exams': { layout: 'bare', load: placeholder },
  'mobile-patient-strategy': { layout: 'bare', load: placeholder },
  'rod-ordering': shell(),
  // Bare: the worklist opens the viewer in a tab of its own; the images need the whole window.
  viewer: { layout: 'bare', load: () => import('../features/viewer/pages/viewer-page') },
  'unassigned-exams': {
    layout: 'shell',
    load: () => import('../features/unassigned-exams/pages/unassigned-exams-page'),
  },
  audit: { layout: 'shell', load: () => import('../features/audit/pages/audit-page') },
};
