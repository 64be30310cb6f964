import type { ComponentType } from 'react';
import type { RouteName } from '@sagitta/domain';

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
  worklist: { layout: 'bare', load: () => import('../features/auth/pages/sign-in-page') },
  'set-password': {
    layout: 'bare',
    load: () => import('../features/auth/pages/set-password-page'),
  },
  'request-account': { layout: 'bare', load: placeholder },
  eula: { layout: 'bare', load: () => import('../features/eula/pages/eula-page') },
  info: { layout: 'shell', load: () => import('../features/info/pages/info-page') },
  'bmd-info': { layout: 'bare', load: () => import('../features/info/pages/info-page') },
  'status-error': { layout: 'bare', load: () => import('../shell/status-error/status-error-page') },
  'coming-soon': { layout: 'shell', load: () => import('../shell/coming-soon-page') },
  app: { layout: 'bare', load: placeholder },
  actions: shell(),
  'case-analytics': shell(),
  institutions: shell(),
  'new-institution': shell(['institutions']),
  'detail-institution': shell(['institutions']),
  'detail-institution-add-surgeon': shell(['institutions']),
  'update-institution-aie': shell(['institutions']),
  'update-institution-info': shell(['institutions']),
  'update-institution-system': shell(['institutions']),
  'update-institution-tier': shell(['institutions']),
  users: shell(),
  'new-user': shell(['users']),
  'detail-user': shell(['users']),
  'update-administrator-info': shell(['users']),
  'user-edit-connection': shell(['users']),
  outbox: shell(['users']),
  'user-profile': shell(),
  'profile-edit-email': shell(['user-profile']),
  'profile-edit-technician': shell(['user-profile']),
  'profile-edit-phone': shell(['user-profile']),
  'profile-edit-shipping-address': shell(['user-profile']),
  'profile-edit-states': shell(['user-profile']),
  'profile-edit-password': shell(['user-profile']),
  'patient-list': shell(),
  'detail-patient': shell(['patient-list']),
  '3d-services-list-default': shell(),
  '3d-services-list-technician': shell(),
  '3d-services-list-manager': shell(),
  '3d-services-history': shell(['3d-services-list-default']),
  'case-calendar': shell(),
  analytics: shell(),
  'mobile-patient-exams': { layout: 'bare', load: placeholder },
  'mobile-patient-strategy': { layout: 'bare', load: placeholder },
  'rod-ordering': shell(),
};
