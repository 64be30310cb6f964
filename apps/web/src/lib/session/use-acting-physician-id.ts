import { useQuery } from '@tanstack/react-query';
import { actsForPhysician, rolesFromStrings } from '@sagitta/domain';
import { currentUserQuery } from './current-user';
import { useSelectedPhysician } from './use-selected-physician';

/**
 * The physician whose exams the patient lists show for a clinical staff member or sales rep (seed
 * §6: the selected physician, the one `lib/http` sends as the acting physician); null for a
 * physician, who sees their own.
 */
export function useActingPhysicianId(): string | null {
  const user = useQuery(currentUserQuery).data;
  const selected = useSelectedPhysician();
  if (user === undefined || user === null) return null;
  return actsForPhysician(rolesFromStrings(user.roles)) ? (selected?.userId ?? null) : null;
}
