import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, apiUrl, ROLE_IDS, type Connection } from '@sagitta/domain';
import { http } from '../http';
import {
  ANALYTICS_FILTERS_KEY,
  selectedPhysician,
  type SelectedPhysician,
} from './selected-physician';

/** The user's connections (seed §3): for staff and reps, the physicians they act for. */
export const connectionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'connections'],
    queryFn: () => http.get<Connection[]>(apiUrl(API_PATHS.userConnections, { id: userId })),
    staleTime: 60_000,
  });

export function physicianConnections(connections: readonly Connection[]): Connection[] {
  return connections.filter((connection) => connection.roleIds.includes(ROLE_IDS.PHYSICIAN));
}

export function asSelectedPhysician(connection: Connection): SelectedPhysician {
  return {
    userId: connection.userId,
    institutionId: connection.institutionId,
    tierNumber: connection.tierNumber,
    tierFeatures: [...connection.tierFeatures],
    isBetaUser: connection.isBetaUser,
  };
}

/**
 * Start-up step 2 (seed §1): a clinical staff member or sales rep acts for a physician, by default
 * their first connection with the physician role. A stored choice stays while it is still valid.
 */
export async function initialiseDefaultPhysician(
  queryClient: QueryClient,
  userId: string,
): Promise<void> {
  const physicians = physicianConnections(await queryClient.query(connectionsQuery(userId)));
  const current = selectedPhysician.read();
  const stillConnected = physicians.find((physician) => physician.userId === current?.userId);
  const chosen = stillConnected ?? physicians[0];
  selectedPhysician.write(chosen === undefined ? null : asSelectedPhysician(chosen));
}

/** The user menu's surgeons list: act for another physician; analytics filters start afresh. */
export function switchPhysician(connection: Connection): void {
  window.sessionStorage.removeItem(ANALYTICS_FILTERS_KEY);
  selectedPhysician.write(asSelectedPhysician(connection));
}
