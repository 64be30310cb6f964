import { useQuery } from '@tanstack/react-query';
import {
  actsForPhysician,
  can,
  effectiveTierFeatures,
  rolesFromStrings,
  type TierFeature,
} from '@sagitta/domain';
import { currentUserQuery } from '../../lib/session/current-user';
import { useActingPhysicianId } from '../../lib/session/use-acting-physician-id';
import { useSelectedPhysician } from '../../lib/session/use-selected-physician';

/** Who is reading the patient file, and what that lets them see and do. */
export interface FileReader {
  userId: string | null;
  /** The physician a clinical staff member or sales rep acts for, else null. */
  actingPhysicianId: string | null;
  /** The physician whose patient list the file belongs to: oneself, or the acting physician. */
  scopePhysicianId: string | null;
  tierFeatures: readonly TierFeature[];
  canUpdate: boolean;
  canWriteNotes: boolean;
  /** The physician and their staff see who saw the patient (issue 16); representatives do not. */
  seesAccessHistory: boolean;
  /**
   * Reviews and signs alignment assessments: a physician acting as themself (the server checks
   * the exam is theirs; in their own scope every exam is).
   */
  canSignAlignment: boolean;
  /** Requests 3D models (issue 18): the physician, or their staff acting for them. */
  canRequestModel: boolean;
}

/** The signed-in user as the patient file needs them: permissions and the acting tier. */
export function useFileReader(): FileReader {
  const user = useQuery(currentUserQuery).data ?? null;
  const selected = useSelectedPhysician();
  const actingPhysicianId = useActingPhysicianId();
  const roles = user === null ? [] : rolesFromStrings(user.roles);
  const acting = actsForPhysician(roles);
  return {
    userId: user?.userId ?? null,
    actingPhysicianId,
    scopePhysicianId: acting ? actingPhysicianId : (user?.userId ?? null),
    // As the route guard reads them: the user's own features, else the selected physician's.
    tierFeatures: effectiveTierFeatures(
      user?.tierFeatures ?? [],
      acting ? (selected?.tierFeatures ?? null) : null,
    ),
    canUpdate: can(roles, 'patients:update'),
    canWriteNotes: can(roles, 'patient-notes:write'),
    seesAccessHistory: can(roles, 'patients:access-history'),
    canSignAlignment: can(roles, 'alignment:approve') && !acting,
    canRequestModel: can(roles, 'cases:request'),
  };
}
