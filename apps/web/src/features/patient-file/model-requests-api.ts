import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, apiUrl, type CaseSummary } from '@sagitta/domain';
import { http } from '../../lib/http';
import { patientFileKey } from './api';

/** `GET /api/v1/patients/{id}/cases`: the patient's 3D cases, newest first. */
export const patientCasesQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'cases'), physicianId],
    queryFn: ({ signal }) =>
      http.get<CaseSummary[]>(apiUrl(API_PATHS.patientCases, { id: patientId }), { signal }),
  });
