import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  actsForPhysician,
  effectiveTierFeatures,
  rolesFromStrings,
  statusRequiresPasswordChange,
  type NavigationSession,
  type NavigationUser,
  type User,
} from '@sagitta/domain';
import { http, HttpFailure } from '../http';
import { initialiseDefaultPhysician } from './default-physician';
import { mobileSession } from './mobile-session';
import { selectedPhysician } from './selected-physician';

export interface ClientSettings {
  comingSoon: boolean;
  developerMode: boolean;
}

/** The signed-in user, or null when nobody is (the self call answers 401). */
export const currentUserQuery = queryOptions({
  queryKey: ['users', 'self'],
  queryFn: async (): Promise<User | null> => {
    try {
      return await http.get<User>(API_PATHS.currentUser, { tolerated: [401] });
    } catch (error) {
      if (error instanceof HttpFailure && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Infinity,
});

export const clientSettingsQuery = queryOptions({
  queryKey: ['system', 'settings'],
  queryFn: () => http.get<ClientSettings>(API_PATHS.systemSettings),
  staleTime: Infinity,
});

/** What the route guards need to know about a signed-in user. */
export function navigationUser(user: User): NavigationUser {
  const roles = rolesFromStrings(user.roles);
  const acting = actsForPhysician(roles);
  const physician = acting ? selectedPhysician.read() : null;
  return {
    roles,
    subRole: user.subrole,
    eulaAcknowledged: user.eulaAcknowledged,
    passwordChangeRequired: statusRequiresPasswordChange(user.status),
    tierFeatures: effectiveTierFeatures(user.tierFeatures, physician?.tierFeatures ?? null),
    selectedPhysicianId: physician?.userId ?? null,
    mobileOnly: mobileSession.isMobile(),
  };
}

/** Everything the guards read, loaded (once, then cached) before any route renders. */
export async function loadNavigationSession(queryClient: QueryClient): Promise<NavigationSession> {
  const [user, settings] = await Promise.all([
    queryClient.query({ ...currentUserQuery, staleTime: 'static' }),
    queryClient.query({ ...clientSettingsQuery, staleTime: 'static' }),
  ]);
  if (user === null) return { user: null, comingSoon: settings.comingSoon };
  const roles = rolesFromStrings(user.roles);
  // Connections are read once the account may use the API: after its password and the EULA.
  if (
    actsForPhysician(roles) &&
    !statusRequiresPasswordChange(user.status) &&
    user.eulaAcknowledged
  ) {
    await initialiseDefaultPhysician(queryClient, user.userId);
  }
  return { user: navigationUser(user), comingSoon: settings.comingSoon };
}
