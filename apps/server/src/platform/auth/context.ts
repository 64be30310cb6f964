import type { RoleName, TechnicianSubRole } from '@sagitta/domain';

/** Who is calling, as established from their session at the start of every request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  roles: RoleName[];
  passwordChangeRequired: boolean;
  /** The account has not accepted the EULA yet: the API answers only what accepting it needs. */
  eulaAcceptanceRequired: boolean;
  /**
   * The account sees only surgical candidates (seed §6). Read with the session, so as current as
   * the session's own rules: every change to an account forgets its cached sessions at once.
   */
  candidatesOnly: boolean;
  /** A 3DS technician's sub-role (Modeling, Planning, Manager); null for everyone else. */
  subRole: TechnicianSubRole | null;
  expiresAt: Date;
  idleExpiresAt: Date;
  /** How the token arrived; only cookie-borne sessions need the CSRF check. */
  via: 'cookie' | 'bearer';
}
