import { z } from 'zod';
import { emailAddress } from './common';
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

/** `POST /api/v1/users/connections` (seed §7): links a child, by email, to a parent physician. */
export const connectionCreate = z.object({
  parentUserId: z.uuid(),
  childUserEmail: emailAddress,
  favorite: z.boolean().default(false),
  default: z.boolean().default(false),
});
export type ConnectionCreate = z.input<typeof connectionCreate>;

export const connectionParams = z.object({ id: z.uuid(), connectionId: z.uuid() });

/** The messages of seed §8 "User connection". */
export const CONNECTION_MESSAGES = {
  invalidType:
    'Invalid connection type: only clinical staff or sales representatives connect to a physician',
  userNotFound: 'User not found',
  alreadyExists: 'Connection already exists',
  singleInstitution: 'Clinical staff may link only to surgeons of a single institution',
  notDeleted: 'Connection not deleted',
} as const;
