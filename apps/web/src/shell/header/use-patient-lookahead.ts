import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type LookaheadResult, type PatientSummary } from '@sagitta/domain';
import { http } from '../../lib/http';
import { useActingPhysicianId } from '../../lib/session/use-acting-physician-id';

/**
 * `GET portal/patients/lookahead?q=`: the patients in scope whose names, MRN or product id start
 * with `query` (at most 10). 204 (none) is an empty list. No call for an empty query.
 * @param query - trimmed, already debounced
 */
export function usePatientLookahead(query: string) {
  const physicianId = useActingPhysicianId();
  return useQuery({
    queryKey: ['patients', 'lookahead', { query, physicianId }],
    queryFn: async ({ signal }): Promise<PatientSummary[]> => {
      const answer = await http.get<LookaheadResult | undefined>(
        `${API_PATHS.patientLookahead}?${new URLSearchParams({ q: query }).toString()}`,
        // A refused query or physician is the field's to tell ("the search failed").
        { tolerated: [400, 403], signal },
      );
      return answer?.items ?? [];
    },
    enabled: query !== '',
    staleTime: 30_000,
  });
}
