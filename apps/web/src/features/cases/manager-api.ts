import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  type CasePriority,
  type CaseSummary,
  type CaseTechnician,
  type OnlineStatus,
  type TechnicianPresence,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';
import { CASES_KEY, readsAgain } from './api';

/** Under CASES_KEY: an assignment changes a technician's open cases. */
export const caseTechniciansKey = [...CASES_KEY, 'technicians'] as const;

/**
 * How often the technicians are read again while shown: their status (Online, Hold, Offline)
 * changes without any case changing, so the case channel does not carry it.
 */
export const TECHNICIANS_POLL_MS = 15_000;

/**
 * `GET /api/v1/cases/technicians` (managers): the technicians with their status and load. Their
 * loads follow the case channel (under CASES_KEY); their status is polled, in the background
 * and only while the tab is visible.
 */
export function useCaseTechnicians() {
  return useQuery({
    queryKey: caseTechniciansKey,
    queryFn: (context) =>
      http.get<CaseTechnician[]>(API_PATHS.caseTechnicians, {
        background: readsAgain(context),
        signal: context.signal,
      }),
    refetchInterval: TECHNICIANS_POLL_MS,
  });
}

/** The manager's refusals: 400 (the technician does not fit the stage), 409 (closed, approved). */
const MANAGER_TOLERATED: readonly ToleratedError[] = [400, 409];

/** A change to the cases reaches every list and the technicians' loads. */
function useCaseChange<Variables>(call: (variables: Variables) => Promise<CaseSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

/** `PATCH /api/v1/cases/{id}/assignee`: a technician, or null to unassign. */
export const useAssignCase = () =>
  useCaseChange(({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
    http.patch<CaseSummary>(
      apiUrl(API_PATHS.caseAssignee, { id }),
      { assigneeId },
      { tolerated: MANAGER_TOLERATED },
    ),
  );

/** `PATCH /api/v1/cases/{id}/priority`. */
export const useCasePriority = () =>
  useCaseChange(({ id, priority }: { id: string; priority: CasePriority }) =>
    http.patch<CaseSummary>(
      apiUrl(API_PATHS.casePriority, { id }),
      { priority },
      { tolerated: MANAGER_TOLERATED },
    ),
  );

/** `POST /api/v1/cases/{id}/approval`: a pediatric request enters the queue. */
export const useApproveCase = () =>
  useCaseChange((id: string) =>
    http.post<CaseSummary>(apiUrl(API_PATHS.caseApproval, { id }), undefined, {
      tolerated: MANAGER_TOLERATED,
    }),
  );

/** `PATCH /api/v1/users/online-status?userId=`: a manager sets a technician's status. */
export function useTechnicianStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, onlineStatus }: { userId: string; onlineStatus: OnlineStatus }) =>
      http.patch<TechnicianPresence>(
        `${API_PATHS.userOnlineStatus}?${new URLSearchParams({ userId }).toString()}`,
        { onlineStatus },
        { tolerated: MANAGER_TOLERATED },
      ),
    // Offline hands the technician's pending cases back to the queue: the lists change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}
