import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiUrl } from '@sagitta/domain';
import { http } from '../../lib/http';
import { CHANGE_TOLERATED, patientFileKey } from './api';

/** The flags the banner toggles, with the path and body field of each (issue 16 design). */
const FLAG_CALLS = {
  favorite: { path: API_PATHS.patientFavorite, field: 'isFavorite' },
  surgicalCandidate: { path: API_PATHS.patientSurgicalCandidate, field: 'isSurgicalCandidate' },
  urgent: { path: API_PATHS.patientUrgent, field: 'isUrgent' },
} as const;
export type PatientFlag = keyof typeof FLAG_CALLS;

/**
 * Sets one flag of the patient (the caller's own star, or a clinical flag), then refetches the
 * record so the banner shows what the server holds.
 * @param patientId - the patient record
 * @param flag - which flag
 */
export function useSetPatientFlag(patientId: string, flag: PatientFlag) {
  const queryClient = useQueryClient();
  const { path, field } = FLAG_CALLS[flag];
  return useMutation({
    mutationFn: (value: boolean) =>
      http.patch<unknown>(
        apiUrl(path, { id: patientId }),
        { [field]: value },
        {
          tolerated: CHANGE_TOLERATED,
        },
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, 'record') }),
  });
}

/** Gives the patient to another physician (`PATCH …/primary-physician-id`). */
export function useChangePrimaryPhysician(patientId: string) {
  return useMutation({
    mutationFn: (primaryPhysicianId: string) =>
      http.patch<unknown>(
        apiUrl(API_PATHS.patientPrimaryPhysician, { id: patientId }),
        { primaryPhysicianId },
        { tolerated: CHANGE_TOLERATED },
      ),
  });
}
