import { z } from 'zod';
import { tierFeature, tierNumber } from './users';

/**
 * The Connection of seed §3 as `GET /api/v1/users/{id}/connections` answers it: a link between a
 * parent physician and a child clinical-staff member or sales representative, described from the
 * side of the user whose connections are listed. `userId`, the names, roles, institution and tier
 * are those of the *other* user of the link; `childUserEmail` is always the child's email.
 */
export const connection = z.object({
  connectionId: z.uuid(),
  parentUserId: z.uuid(),
  childUserEmail: z.string(),
  favorite: z.boolean(),
  default: z.boolean(),
  userId: z.uuid(),
  institutionId: z.uuid().nullable(),
  /** The other user's fixed role ids (`ROLE_IDS`). */
  roleIds: z.array(z.number().int()),
  institutionName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  tierNumber: tierNumber.nullable(),
  /** The features of the other user's institution's tier; empty without an institution. */
  tierFeatures: z.array(tierFeature),
  isBetaUser: z.boolean(),
});
export type Connection = z.infer<typeof connection>;
